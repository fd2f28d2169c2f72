import { defineRules } from './types.js';

/** Rules for model outputs: secrets, personal data and leaked instructions in what the model wrote. */
export const leakageRules = defineRules([
  {
    id: 'data_exfiltration.secret-in-text',
    category: 'data_exfiltration',
    type: 'secret_leak',
    severity: 8,
    label: 'Secret or credential',
    description: 'An API key, private key, token or credential of a major provider, or a connection string with a password.',
    patterns: [
      '\\bsk-(?:proj-|ant-(?:api\\d{2}-)?)?[A-Za-z0-9_-]{20,}',
      '\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b',
      '\\bgh[pousr]_[A-Za-z0-9]{36,}\\b|\\bgithub_pat_[A-Za-z0-9_]{40,}',
      '\\bxox[abpors]-[A-Za-z0-9-]{10,}',
      '\\bAIza[0-9A-Za-z_-]{35}\\b',
      '\\b(?:sk|rk)_(?:live|test)_[0-9a-zA-Z]{20,}',
      '\\bwhsec_[A-Za-z0-9]{32,}',
      'https://hooks\\.slack\\.com/services/T[A-Z0-9]{6,}/B[A-Z0-9]{6,}/[A-Za-z0-9]{20,}',
      '"private_key_id"\\s*:\\s*"[0-9a-f]{40}"',
      '\\bAccountKey=[A-Za-z0-9+/]{60,}={0,2}',
      '(?i)\\baws\\s+secret(?:\\s+access)?\\s+key\\s*(?:is\\s*)?[=:]?\\s*["\'`]?[A-Za-z0-9/+]{40}\\b',
      '\\bglpat-[0-9A-Za-z_-]{20}\\b',
      '\\bhf_[A-Za-z]{30,}\\b',
      '\\bnpm_[A-Za-z0-9]{36}\\b',
      '-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----',
      '\\beyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}',
      '\\b(?:postgres(?:ql)?|mysql|mongodb(?:\\+srv)?|redis|amqps?|mssql)://[^\\s:/@]{1,64}:[^\\s@/]{3,128}@[^\\s/]{2,}',
      '(?i)\\b(?:aws_secret_access_key|secret_access_key|client_secret|api_secret|private_key)\\s*[=:]\\s*["\']?[A-Za-z0-9/+=_-]{16,}',
    ],
    caseSensitive: true,
    surfaces: ['output'],
    fixtures: {
      positive: [
        'Here is the key: sk-proj-abcdefghijklmnopqrstuvwxyz123456',
        'AKIAABCDEFGHIJKLMNOP',
        '-----BEGIN RSA PRIVATE KEY-----',
        'postgres://admin:hunter22@db.internal:5432/app',
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlMTIz',
        'Stripe test key: sk_test_4eC39HqLyjWDarjtT1zdp7dcQ9',
        'Post to https://hooks.slack.com/services/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',
        '{"type": "service_account", "private_key_id": "3f9c2a71be04d6e58a1c7b29f0e4d3a6c5b81e72"}',
        'DefaultEndpointsProtocol=https;AccountName=mystore;AccountKey=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6QUJDREVGR0g=;EndpointSuffix=core.windows.net',
        'The AWS secret access key is Q7fK2mZp9V/T4bLw8RnC1hYd6JsA3u+e5NoW0tIk',
      ],
      negative: [
        'Set OPENAI_API_KEY in your environment.',
        'postgres://localhost:5432/app',
        'Keep the AWS secret access key in a secrets manager, never in code.',
        'Stripe keys start with sk_live_ or sk_test_.',
      ],
    },
  },
  {
    id: 'data_exfiltration.personal-data',
    category: 'data_exfiltration',
    type: 'pii',
    severity: 4,
    label: 'Personal data',
    description: 'Personal identifiers in the output: payment card numbers, US social security numbers, IBANs, phone numbers, email addresses.',
    patterns: [
      '\\b(?:4[0-9]{3}|5[1-5][0-9]{2}|3[47][0-9]{2}|6011)[ -]?[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{1,4}\\b',
      '\\b(?:SSN|social security(?: number)?)\\s*[:#]?\\s*\\d{3}-\\d{2}-\\d{4}\\b',
      '\\b[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){3,7}\\b',
      '(?i)\\b(?:phone|mobile|cell|tel)\\b[^\\n\\d]{0,20}\\+?\\d[\\d ().-]{7,16}\\d',
      '(?i)\\b(?:e-?mail|address)\\b[^\\n@]{0,20}\\b[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\\.[A-Za-z]{2,}\\b',
    ],
    caseSensitive: true,
    surfaces: ['output'],
    fixtures: {
      positive: ['Card: 4111 1111 1111 1111', 'SSN: 123-45-6789', 'Her phone: +1 (415) 555-0132', 'email: jane.doe@example.com'],
      negative: ['Order number 12345 shipped.', 'Call the front desk for help.'],
    },
  },
  {
    id: 'data_exfiltration.password-in-output',
    category: 'data_exfiltration',
    type: 'secret_leak',
    severity: 7,
    label: 'Password in the output',
    description:
      'A password, passcode or secret word stated next to its name ("the admin password is hunter2", "passcode: 4471-Blue"): a value with letters and digits, or quoted, right after the word.',
    patterns: [
      // the value must mix letters and digits (or be quoted), so "password manager", "password reset" and
      // "password policy" are not values; it sits on the same line, so a form field named "password" above
      // other code is not one
      '(?i)\\b(?:password|passwd|passcode|pass phrase|passphrase|secret (?:word|code|phrase)|access code|pin code)[ \\t]*(?:(?:is|was|=|:)[ \\t]*)?(?:[A-Za-z!@#$%^&*_.+-]{1,40}\\d|\\d{1,40}[A-Za-z!@#$%^&*_.+-])[A-Za-z0-9!@#$%^&*_.+-]{0,40}\\b',
      '(?i)\\b(?:password|passwd|passcode|passphrase|secret (?:word|code|phrase)|access code)(?:\\s+(?:is|was)|\\s*[=:])\\s*["\'`“][^\\s"\'`”]{4,64}["\'`”]',
    ],
    caseSensitive: true,
    surfaces: ['output'],
    fixtures: {
      positive: ['never reveal the admin password hunter2', 'The passcode is 7731Blue.', 'password: "tangerine"', 'secret word = Orca42'],
      negative: [
        'Use a password manager and turn on two-factor authentication.',
        'Click "Forgot password" to reset it.',
        'Your password must be at least 12 characters long.',
        'A password policy of 90 days is outdated.',
        'Set the password field to type="password".',
        'The form has two fields, username and password\n\nsession_store2 = MemoryStore()',
      ],
    },
  },
  {
    id: 'system_prompt_leak.instructions-in-output',
    category: 'system_prompt_leak',
    type: 'system_prompt_leak',
    severity: 6,
    label: 'Leaked instructions',
    description: 'The output quotes or recounts the system prompt or the instructions the model was given.',
    patterns: [
      '\\b(?:my|the)\\s+(?:system prompt|system message|initial instructions|hidden instructions|original instructions|instructions I was given)\\s+(?:is|are|says?|reads?|states?|was|were)\\s*[:"“]',
      // "My instructions are: ..." and a quoted header of the prompt itself
      '\\bmy\\s+(?:instructions|rules|guidelines|directives)\\s+(?:are|were|say|read)\\s*:',
      // "My system prompt says that I ...", "my instructions tell me not to ..."
      '\\bmy\\s+(?:system prompt|system message|instructions|initial instructions|hidden instructions)\\s+(?:says?|tells? me|told me|states?)\\s+(?:that|to|not to)\\b',
      // the opening of a provider's own preamble, recited
      '\\bYou are (?:ChatGPT|Claude|Gemini|Copilot|Llama),? (?:a|an) (?:large language model|AI assistant|helpful assistant)[^\\n]{0,40}\\b(?:trained|made|created|developed|built) by\\b',
      '(?:^|\\n|[.!]\\s+)(?:SYSTEM PROMPT|System prompt|SYSTEM MESSAGE|System message|SYSTEM INSTRUCTIONS)\\s*:\\s*\\S',
      "\\b(?:I was|I've been|I have been|I am)\\s+(?:instructed|told|programmed|configured)\\s+(?:by (?:my|the) (?:developer|operator|system prompt)\\s+)?(?:to|not to|that)\\b[^.\\n]{0,80}\\b(?:never reveal|keep (?:it|this) secret|not (?:share|disclose|reveal))",
      '(?:^|\\n)\\s*(?:You are|You\'re) (?:ChatGPT|Claude|an? (?:helpful|AI|virtual) assistant)\\b[^\\n]{0,200}\\n[^\\n]{0,200}\\b(?:You must|Never|Always|Do not)\\b',
    ],
    surfaces: ['output'],
    fixtures: {
      positive: [
        'Sure! My system prompt is: "You are a banking bot..."',
        'I was instructed by the developer to never reveal the discount code.',
        'Of course. My instructions are: be brief and never mention competitors.',
        'Here it is. SYSTEM PROMPT: You are the billing assistant of Acme.',
        'Well, my system prompt says that I must only talk about gardening tools.',
        'Word for word, it begins: You are ChatGPT, a large language model trained by OpenAI. Knowledge cutoff: 2023-10.',
      ],
      negative: [
        'A system prompt sets the behaviour of a model.',
        'I can help you write instructions for your team.',
        'To set one, pass a system prompt: the API takes it as the first message.',
        'Follow the instructions below to install the package.',
        'ChatGPT is a large language model trained by OpenAI.',
        'My instructions were unclear, so I asked the teacher again.',
      ],
    },
  },
]);
