/**
 * The service's wire types, generated from its OpenAPI document by `npm run sdk:types`
 * (openapi-typescript). Do not edit: a test fails when this file and the routes drift apart.
 */

export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Pings each configured dependency; 503 with status "degraded" when one does not answer.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/trust/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a message from another agent
         * @description Checks a message from another agent for injection, social engineering, privilege escalation and identity spoofing (a claimed sender other than source_agent, forged headers), with the pattern layer, the local classifier and (when a model provider is configured) the semantic analysis; `layers` says which ran.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        post: operations["verifyAgentMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse a web page: metadata, source credibility, audience leaning, factual accuracy, injection risk
         * @description Starts an asynchronous analysis of an http(s) URL and answers 202 with the id to poll. The page is fetched with private and internal addresses refused, at most 5 redirects, a time limit and a size limit, and read off the main thread under element, depth and time limits. A URL whose host is itself a refused address (a literal private, loopback, link-local or metadata IP, or `localhost`) is a 400; a name that resolves to one, fetch failures and pages over the reading limits are reported in the finished analysis (`status: "failed"`, `error`). `depth` decides how much is done (docs/analysis.md).
         *
         *     Requires an API key with the `analyze` scope.
         */
        post: operations["analyze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analyze/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll an analysis
         * @description The analysis in its current state: `pending`, then `completed` with metadata, credibility, bias, factual accuracy and injection screen, or `failed` with `error`. 404 for an unknown id, an id submitted with another key, or an analysis past its retention (24 h by default).
         *
         *     Requires an API key with the `analyze` scope.
         *
         *     Requires an API key with the `analyze` scope.
         */
        get: operations["getAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chat about media, prompt safety or content evaluation
         * @description Answers a message, keeping the conversation under `conversation_id`: the one the request names (an earlier answer's, or one the client chooses; an unknown or expired one starts a new conversation), else a new one. Conversation ids belong to the key: the same id under another key is another conversation. The message is screened first: a high-risk or critical one (or one the key's policy blocks) never reaches a model, and the answer explains the screening. With a model provider configured, the model answers and may call the service's screening, URL analysis and prompt evaluation as tools; without one, the service answers itself (`model: "parapet-local"`) by explaining the screening of the message and the analysis of its first URL. URLs are fetched and analysed only for a key that also holds the scope `analyze`. Conversations expire after a configurable time without messages (default 24 hours); see docs/chat.md.
         *
         *     Requires an API key with the `chat` scope.
         */
        post: operations["chat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a prompt
         * @description Runs the prompt through the named evaluators (GET /v1/evaluators; default: every one that can run here, `llm_quality` only when a model provider is configured). Without an evaluator that needs the model provider, the answer is 200 with every result; with one (`llm_quality`), the evaluation runs as a job: 202 with `poll_url`. Either way the `id` reads the evaluation back with GET /v1/evaluate/{id} for 24 hours by default. Unknown evaluator names and models off the allowlist are 400; `llm_quality` named on a service without a model provider is 503.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        post: operations["evaluate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an evaluation back
         * @description An evaluation by the `id` POST /v1/evaluate answered. A synchronous answer (200) reads back as it was given, with flag and personal-data evidence emptied unless the operator set PARAPET_STORE_TEXT; an asynchronous one (202) is `pending`, then `completed` with `results` or `failed` with `error`. Only the key that submitted it can read it. Unknown ids, ids of another key and results past their retention (24 hours by default) are 404.
         *
         *     Requires an API key with the `evaluate` scope.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        get: operations["getEvaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the prompt evaluators
         * @description No authentication. The evaluators POST /v1/evaluate can run, by name, with what each one measures.
         */
        get: operations["listEvaluators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a self-service API key
         * @description No authentication. The key expires 30 days after creation. At most 5 keys a minute per client address and 100 in total; over either, 429.
         */
        post: operations["generateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the allowed models
         * @description No authentication. The models a request may name, reached through the model aggregator. Names, context lengths and prices are refreshed from the aggregator when the service has a key for it; otherwise the shipped values are listed.
         */
        get: operations["listModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Screen a prompt
         * @description Screens untrusted text (a prompt, document, email, tool output or agent message) and answers with a risk score, verdict, flags with evidence, per-category scores and a suggested action. A blocked prompt is a 200 answer. `layers` says which analysis layers ran; `degraded` marks an answer the semantic analysis could not contribute to.
         *
         *     Sandbox execution: with `execute: true` (or `"auto"` when the verdict is in the caution band, 4 up to the threshold, and a model provider is configured) the prompt is also run by an agent model (`agent_config`) in an isolated worker with planted canary secrets and honeypot tools that are recorded and never executed. The answer is then 202: the same screening with `execution_pending: true` and `poll_url` (`/v1/parse/<id>`). `execute: true` without a model provider is 503; `execute` with `mode: "pattern-only"` is 400.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        post: operations["parse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parse/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a sandbox execution
         * @description The sandbox execution that POST /v1/parse started with 202: `pending`, then `completed` with `execution` (the agent's output, `isolated: true`), the honeypot `tool_calls`, `canary_leaked`, the execution's `flags` and a `risk_score` raised by them, or `failed` with `error` (a time-out after 30 s by default). Only the key that submitted it can read it. Unknown ids, ids of another key, parse answers without execution and results past their retention (24 hours by default) are 404.
         *
         *     Requires an API key with the `evaluate` scope.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        get: operations["getExecution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the key's screening policy
         * @description Requires an API key with the `evaluate` scope.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        get: operations["getPolicy"];
        /**
         * Update the key's screening policy
         * @description Every field is optional; fields left out keep their values, and an empty body (no body, or one of zero length, with any content type) means `{}`. An invalid or unknown field is 400 naming it and changes nothing: a misspelt field would otherwise leave security silently unchanged.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        put: operations["updatePolicy"];
        post?: never;
        /**
         * Reset the key's screening policy to the defaults
         * @description Requires an API key with the `evaluate` scope.
         */
        delete: operations["resetPolicy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the x402 prices
         * @description No authentication. What each paid route costs per call when paid with x402 instead of an API key: the price in USD, the asset (USDC, 6 decimals) and the network (CAIP-2) it is paid on, and the payment scheme.
         */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/screen-output": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Screen a model output
         * @description Checks what a model wrote for instructions aimed at the next agent, leaked instructions, exfiltration, secrets, personal data, harmful content and an optional canary, with the pattern layer, the local classifier and (when a model provider is configured) the semantic analysis; `layers` says which ran.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        post: operations["screenOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/screenings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit trail of this key's screenings
         * @description The screenings this key made (prompts, outputs and agent messages), newest first: id, time, surface, source_kind, verdict, score, categories, flag ids, and the text's SHA-256 and length. The text is never stored, so never returned. Filter by `surface`, `verdict`, `category` and a time range (`since` inclusive, `until` exclusive); page with `limit` and `cursor`. `format=jsonl` answers one record per line (application/x-ndjson) for a SIEM, with the next page's cursor in `X-Next-Cursor`. Records are kept for PARAPET_SCREENING_RETENTION_DAYS (30 by default).
         *
         *     Requires an API key with the `evaluate` scope.
         *
         *     Requires an API key with the `evaluate` scope.
         */
        get: operations["listScreenings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** ErrorBody */
        ErrorBody: {
            /**
             * @description Machine-readable code; see docs/errors.md
             * @enum {unknown}
             */
            code: "bad_request" | "invalid_json" | "validation_failed" | "missing_api_key" | "malformed_api_key" | "invalid_api_key" | "invalid_metrics_token" | "expired_api_key" | "payment_required" | "payment_invalid" | "payment_replayed" | "payment_underpaid" | "payment_expired" | "payment_wrong_network" | "payment_insufficient_funds" | "payment_settlement_failed" | "forbidden" | "insufficient_scope" | "key_disabled" | "not_found" | "method_not_allowed" | "request_timeout" | "payload_too_large" | "unsupported_media_type" | "range_not_satisfiable" | "headers_too_large" | "rate_limited" | "bypass_codeword_locked" | "key_generation_rate_limited" | "key_cap_reached" | "internal_error" | "service_unavailable" | "payment_facilitator_unavailable" | "sandbox_unavailable";
            /** @description What was wrong, naming the field or header */
            detail: string;
            /** @description Short label of the error class, e.g. "Unauthorized" */
            error: string;
            request_id: string;
        };
        /**
         * @description Screening risk categories and the OWASP Top 10 for LLM Applications 2025 entry behind each.
         * @enum {string}
         */
        RiskCategory: "prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Each configured dependency (database, redis) and whether it answered */
                        checks: {
                            [key: string]: "ok" | "failing";
                        };
                        status: "ok" | "degraded";
                        /** Format: date-time */
                        timestamp: string;
                        uptime_seconds: number;
                        version: string;
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Each configured dependency (database, redis) and whether it answered */
                        checks: {
                            [key: string]: "ok" | "failing";
                        };
                        status: "ok" | "degraded";
                        /** Format: date-time */
                        timestamp: string;
                        uptime_seconds: number;
                        version: string;
                    };
                };
            };
        };
    };
    verifyAgentMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Unknown fields are ignored */
        requestBody: {
            content: {
                "application/json": {
                    context?: string;
                    message: string;
                    /** @description The sender, as authenticated by the transport */
                    source_agent: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Present with true when a layer was unavailable rather than skipped */
                        degraded?: boolean;
                        /**
                         * @description Present with `degraded`
                         * @enum {unknown}
                         */
                        degraded_reason?: "llm_failed" | "llm_disabled";
                        flags: {
                            description: string;
                            /** @description The matched text; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                            evidence: string;
                            id: string;
                            /** @enum {unknown} */
                            severity: "low" | "medium" | "high" | "critical";
                            type: string;
                        }[];
                        id: string;
                        layers: {
                            /**
                             * @description The local classifier; runs in-process, with no network, in both modes
                             * @enum {string}
                             */
                            classifier: "ran";
                            /**
                             * @description The remote semantic analysis: `ran` (its verdict contributed), `skipped_pattern_only` (mode pattern-only: the text was not sent out), `skipped_high_severity` (the result before it was already at or above the block threshold, which it cannot lower), `disabled` (no model provider configured; degraded), `failed` (no usable verdict: time-out, provider error, unusable reply, open circuit; degraded)
                             * @enum {unknown}
                             */
                            llm: "ran" | "skipped_pattern_only" | "skipped_high_severity" | "disabled" | "failed";
                            /**
                             * @description Pattern matching; always runs
                             * @enum {string}
                             */
                            pattern: "ran";
                        };
                        /** @enum {unknown} */
                        recommendation: "accept" | "review" | "reject";
                        /** @description 0-10, one decimal */
                        risk_score: number;
                        trusted: boolean;
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analyze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Unknown fields are ignored */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `quick`, `standard` (default) or `deep`; see docs/analysis.md
                     * @default standard
                     * @enum {unknown}
                     */
                    depth?: "quick" | "standard" | "deep";
                    /**
                     * @description Model for the factual-accuracy assessment of a deep analysis (see GET /v1/models)
                     * @enum {unknown}
                     */
                    model?: "meta-llama/llama-3.3-70b-instruct:free" | "google/gemma-3-27b-it:free" | "mistralai/mistral-small-3.1-24b-instruct:free" | "nousresearch/hermes-3-llama-3.1-405b:free" | "deepseek/deepseek-chat-v3-0324:free" | "deepseek/deepseek-chat" | "openai/gpt-4o-mini" | "openai/gpt-4o" | "openai/o1" | "openai/o3-mini" | "anthropic/claude-sonnet-4-6" | "anthropic/claude-haiku-4-5" | "anthropic/claude-3.5-sonnet" | "anthropic/claude-3-haiku" | "google/gemini-2.0-flash" | "google/gemini-2.0-pro" | "mistral/mistral-large" | "mistral/mistral-small";
                    /**
                     * Format: uri
                     * @description The http or https page to analyse
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The analysis id; readable only with the key that submitted it */
                        id: string;
                        /** @description Relative URL to poll: /v1/analyze/<id> */
                        poll_url: string;
                        /** @enum {unknown} */
                        status: "pending" | "completed" | "failed";
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bias: {
                            audience_partisanship?: number;
                            audience_partisanship_reg?: number | null;
                            /**
                             * @description Audience leaning (who shares the domain), not content slant
                             * @enum {string}
                             */
                            basis: "audience";
                            /** @enum {string} */
                            dataset?: "domaindemo";
                            domain?: string;
                            label: ("left" | "lean_left" | "center" | "lean_right" | "right") | null;
                            /** @enum {unknown} */
                            matched_via?: "host" | "parent_domain";
                            note?: string;
                            reason?: string;
                            /** @enum {unknown} */
                            status: "rated" | "unrated";
                        } | null;
                        bytes: number | null;
                        completed_at: string | null;
                        content: {
                            characters: number;
                            excerpt: string | null;
                            main_text_extracted: boolean;
                            word_count: number;
                        } | null;
                        content_type: string | null;
                        /** Format: date-time */
                        created_at: string;
                        credibility: {
                            confidence: ("high" | "medium" | "low") | null;
                            label: ("high" | "mixed" | "low" | "very_low") | null;
                            ratings: {
                                blacklisted?: boolean;
                                /** @enum {unknown} */
                                dataset: "lin2023" | "wikipedia_rsp" | "idiap2024" | "domaindemo";
                                /** @description The dataset key that matched */
                                domain: string;
                                field: string;
                                last_discussed?: number | null;
                                link?: string;
                                /** @enum {unknown} */
                                matched_via: "host" | "parent_domain";
                                normalized: number | null;
                                path_prefix: string;
                                qualifier?: string;
                                source?: string;
                                summary?: string;
                                /** @description The value as the dataset states it */
                                value: number | string;
                                weight: number;
                            }[];
                            reason?: string;
                            score: number | null;
                            /** @enum {unknown} */
                            status: "rated" | "unrated";
                        } | null;
                        depth: ("quick" | "standard" | "deep") | null;
                        error: {
                            /** @enum {unknown} */
                            code: "invalid_url" | "unsupported_scheme" | "blocked_address" | "dns_failed" | "connect_failed" | "timeout" | "too_large" | "too_many_redirects" | "unsupported_content_type" | "unsupported_encoding" | "http_error" | "bad_response" | "page_too_complex" | "internal_error";
                            detail: string;
                        } | null;
                        factual_accuracy: {
                            characters_assessed?: number;
                            claims?: {
                                /** @enum {unknown} */
                                assessment: "supported" | "disputed" | "false" | "unverifiable";
                                claim: string;
                                confidence: number;
                                rationale: string;
                            }[];
                            model?: string;
                            note?: string;
                            /** @enum {unknown} */
                            overall?: "mostly_accurate" | "mixed" | "mostly_inaccurate" | "unverifiable";
                            reason?: string;
                            /** @enum {unknown} */
                            status: "assessed" | "unassessed" | "failed";
                        } | null;
                        final_url: string | null;
                        id: string;
                        injection: {
                            characters_screened: number;
                            characters_total: number;
                            flags: {
                                /** @enum {unknown} */
                                category: "prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content";
                                evidence: string;
                                id: string;
                                label: string;
                                severity: number;
                                type: string;
                            }[];
                            risk_score: number;
                            /** @enum {unknown} */
                            scope: "visible_text" | "visible_and_hidden_text";
                            /** @enum {string} */
                            source_kind: "web_page";
                            truncated: boolean;
                            /** @enum {unknown} */
                            verdict: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical";
                            windows: number;
                        } | null;
                        metadata: {
                            author: string | null;
                            canonical_url: string | null;
                            description: string | null;
                            image: string | null;
                            language: string | null;
                            modified_at: string | null;
                            published_at: string | null;
                            site_name: string | null;
                            /** @description Where each field was found: open_graph, meta, json_ld, html or readability */
                            sources: {
                                [key: string]: string;
                            };
                            title: string | null;
                        } | null;
                        redirects: string[];
                        /** @enum {unknown} */
                        status: "pending" | "completed" | "failed";
                        url: string | null;
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such analysis for this key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    chat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Unknown fields are ignored */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The conversation to continue or start: an id an earlier answer gave, or one the client chooses (1 to 128 characters of A-Z a-z 0-9 . _ : -). Ids belong to the key: the same id under another key is another conversation. An unknown or expired id starts a new conversation under that id. Omit it to have the service choose one */
                    conversation_id?: string;
                    /** @description Earlier messages, oldest first, to start a new conversation with (at most 50, 200000 characters in all). Refused with the conversation_id of a conversation that exists */
                    history?: {
                        content: string;
                        /**
                         * @description Who wrote the message
                         * @enum {unknown}
                         */
                        role: "user" | "assistant";
                    }[];
                    /** @description The new message; screened before anything else happens to it */
                    message: string;
                    /**
                     * @description Model to answer with (GET /v1/models); default: the configured chat model. Ignored when no model provider is configured
                     * @enum {unknown}
                     */
                    model?: "meta-llama/llama-3.3-70b-instruct:free" | "google/gemma-3-27b-it:free" | "mistralai/mistral-small-3.1-24b-instruct:free" | "nousresearch/hermes-3-llama-3.1-405b:free" | "deepseek/deepseek-chat-v3-0324:free" | "deepseek/deepseek-chat" | "openai/gpt-4o-mini" | "openai/gpt-4o" | "openai/o1" | "openai/o3-mini" | "anthropic/claude-sonnet-4-6" | "anthropic/claude-haiku-4-5" | "anthropic/claude-3.5-sonnet" | "anthropic/claude-3-haiku" | "google/gemini-2.0-flash" | "google/gemini-2.0-pro" | "mistral/mistral-large" | "mistral/mistral-small";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The conversation: the one the request named, or a new one the service chose. Send it with the next message to continue */
                        conversation_id: string;
                        /** @description The model that answered: an allowed model id, or "parapet-local" when the service answered from its own screening and analysis */
                        model: string;
                        /** @description The answer */
                        response: string;
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The model provider could not answer; the conversation is unchanged */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    evaluate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Unknown fields are ignored */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Evaluators to run, of safety, quality, cost, pii, complexity, llm_quality. Default: every evaluator that can run on this service: the local ones, and llm_quality (which sends the prompt to the model provider, so the answer is 202) when a model provider is configured. Unknown names are 400. */
                    evaluators?: string[];
                    /** @description Model whose prices `cost` uses and that `llm_quality` asks; one of GET /v1/models. Default: the configured default model. */
                    model?: string;
                    /** @description The prompt to evaluate */
                    prompt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description When it completed or failed
                         */
                        completed_at?: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Why the evaluation failed; present when failed */
                        error?: string;
                        /** @description The evaluators that ran, in registry order */
                        evaluators?: ("safety" | "quality" | "cost" | "pii" | "complexity" | "llm_quality")[];
                        /** @description Identifier of the evaluation; GET /v1/evaluate/{id} reads it back with the same key, synchronous (200) or not (202), for 24 hours by default */
                        id: string;
                        /** @description The model `cost` priced and `llm_quality` asked */
                        model?: string;
                        /** @description Characters (UTF-16 code units) of the prompt */
                        prompt_length: number;
                        /** @description One entry per evaluator that ran; present when completed */
                        results?: {
                            /** ComplexityEvaluation */
                            complexity?: {
                                average_sentence_length: number;
                                average_syllables_per_word: number;
                                characters: number;
                                complex_word_ratio: number;
                                conditions: number;
                                flesch_kincaid_grade: number;
                                flesch_reading_ease: number;
                                instruction_depth: number;
                                /** @enum {unknown} */
                                level: "simple" | "moderate" | "complex";
                                sentences: number;
                                task_verbs: string[];
                                tasks: number;
                                words: number;
                            };
                            /** CostEvaluation */
                            cost?: {
                                context_length: number;
                                /** @description USD, an exact decimal string */
                                estimated_output_cost_usd: string;
                                estimated_output_tokens: number;
                                /** @description USD, an exact decimal string */
                                estimated_total_cost_usd: string;
                                fits_context: boolean;
                                /** @description USD, an exact decimal string */
                                input_cost_usd: string;
                                input_tokens: number;
                                model: string;
                                output_estimate_basis: string;
                                /** @description USD per 1M tokens, as GET /v1/models lists them */
                                pricing: {
                                    input_per_1m: number;
                                    output_per_1m: number;
                                };
                                /** @description The encoding tokens are counted with */
                                tokenizer: string;
                            };
                            /** LlmQualityEvaluation */
                            llm_quality?: {
                                model: string;
                                score: number;
                                strengths: string[];
                                suggestions: string[];
                                summary: string;
                                weaknesses: string[];
                            };
                            /** PiiEvaluation */
                            pii?: {
                                count: number;
                                findings: {
                                    end: number;
                                    /** @description The match, mostly masked; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                                    evidence: string;
                                    start: number;
                                    /** @enum {unknown} */
                                    type: "email" | "phone" | "credit_card" | "iban" | "us_ssn" | "uk_nino" | "ip_address" | "street_address";
                                }[];
                                found: boolean;
                                truncated: boolean;
                                types: {
                                    credit_card?: number;
                                    email?: number;
                                    iban?: number;
                                    ip_address?: number;
                                    phone?: number;
                                    street_address?: number;
                                    uk_nino?: number;
                                    us_ssn?: number;
                                };
                            };
                            /** QualityEvaluation */
                            quality?: {
                                /** @description 10 means unambiguous */
                                ambiguity: {
                                    reasons: string[];
                                    score: number;
                                };
                                clarity: {
                                    reasons: string[];
                                    score: number;
                                };
                                /** @description Mean of the four sub-scores */
                                score: number;
                                specificity: {
                                    reasons: string[];
                                    score: number;
                                };
                                structure: {
                                    reasons: string[];
                                    score: number;
                                };
                            };
                            /** SafetyEvaluation */
                            safety?: {
                                categories: {
                                    code_execution: number;
                                    data_exfiltration: number;
                                    harmful_content: number;
                                    jailbreak: number;
                                    privilege_escalation: number;
                                    prompt_injection: number;
                                    social_engineering: number;
                                    system_prompt_leak: number;
                                };
                                flag_count: number;
                                risk_score: number;
                                /** @description risk_score below the key's auto-block threshold */
                                safe: boolean;
                                /** @enum {unknown} */
                                suggested_action: "allow" | "sandbox" | "block" | "request_owner_approval" | "log" | "review";
                                /** @description The strongest flags, most severe first */
                                top_flags: {
                                    /** @enum {unknown} */
                                    category: "prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content";
                                    /** @description The matched text, at most 200 characters; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                                    evidence: string;
                                    id: string;
                                    label: string;
                                    severity: number;
                                    type: string;
                                }[];
                                /** @enum {unknown} */
                                verdict: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical";
                            };
                        };
                        /** @enum {unknown} */
                        status: "pending" | "completed" | "failed";
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description Relative URL of the result: /v1/evaluate/<id> */
                        poll_url: string;
                        /** @enum {string} */
                        status: "pending";
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `llm_quality` was requested and no model provider is configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `id` of the POST /v1/evaluate answer (200 or 202) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description When it completed or failed
                         */
                        completed_at?: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Why the evaluation failed; present when failed */
                        error?: string;
                        /** @description The evaluators that ran, in registry order */
                        evaluators?: ("safety" | "quality" | "cost" | "pii" | "complexity" | "llm_quality")[];
                        /** @description Identifier of the evaluation; GET /v1/evaluate/{id} reads it back with the same key, synchronous (200) or not (202), for 24 hours by default */
                        id: string;
                        /** @description The model `cost` priced and `llm_quality` asked */
                        model?: string;
                        /** @description Characters (UTF-16 code units) of the prompt */
                        prompt_length: number;
                        /** @description One entry per evaluator that ran; present when completed */
                        results?: {
                            /** ComplexityEvaluation */
                            complexity?: {
                                average_sentence_length: number;
                                average_syllables_per_word: number;
                                characters: number;
                                complex_word_ratio: number;
                                conditions: number;
                                flesch_kincaid_grade: number;
                                flesch_reading_ease: number;
                                instruction_depth: number;
                                /** @enum {unknown} */
                                level: "simple" | "moderate" | "complex";
                                sentences: number;
                                task_verbs: string[];
                                tasks: number;
                                words: number;
                            };
                            /** CostEvaluation */
                            cost?: {
                                context_length: number;
                                /** @description USD, an exact decimal string */
                                estimated_output_cost_usd: string;
                                estimated_output_tokens: number;
                                /** @description USD, an exact decimal string */
                                estimated_total_cost_usd: string;
                                fits_context: boolean;
                                /** @description USD, an exact decimal string */
                                input_cost_usd: string;
                                input_tokens: number;
                                model: string;
                                output_estimate_basis: string;
                                /** @description USD per 1M tokens, as GET /v1/models lists them */
                                pricing: {
                                    input_per_1m: number;
                                    output_per_1m: number;
                                };
                                /** @description The encoding tokens are counted with */
                                tokenizer: string;
                            };
                            /** LlmQualityEvaluation */
                            llm_quality?: {
                                model: string;
                                score: number;
                                strengths: string[];
                                suggestions: string[];
                                summary: string;
                                weaknesses: string[];
                            };
                            /** PiiEvaluation */
                            pii?: {
                                count: number;
                                findings: {
                                    end: number;
                                    /** @description The match, mostly masked; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                                    evidence: string;
                                    start: number;
                                    /** @enum {unknown} */
                                    type: "email" | "phone" | "credit_card" | "iban" | "us_ssn" | "uk_nino" | "ip_address" | "street_address";
                                }[];
                                found: boolean;
                                truncated: boolean;
                                types: {
                                    credit_card?: number;
                                    email?: number;
                                    iban?: number;
                                    ip_address?: number;
                                    phone?: number;
                                    street_address?: number;
                                    uk_nino?: number;
                                    us_ssn?: number;
                                };
                            };
                            /** QualityEvaluation */
                            quality?: {
                                /** @description 10 means unambiguous */
                                ambiguity: {
                                    reasons: string[];
                                    score: number;
                                };
                                clarity: {
                                    reasons: string[];
                                    score: number;
                                };
                                /** @description Mean of the four sub-scores */
                                score: number;
                                specificity: {
                                    reasons: string[];
                                    score: number;
                                };
                                structure: {
                                    reasons: string[];
                                    score: number;
                                };
                            };
                            /** SafetyEvaluation */
                            safety?: {
                                categories: {
                                    code_execution: number;
                                    data_exfiltration: number;
                                    harmful_content: number;
                                    jailbreak: number;
                                    privilege_escalation: number;
                                    prompt_injection: number;
                                    social_engineering: number;
                                    system_prompt_leak: number;
                                };
                                flag_count: number;
                                risk_score: number;
                                /** @description risk_score below the key's auto-block threshold */
                                safe: boolean;
                                /** @enum {unknown} */
                                suggested_action: "allow" | "sandbox" | "block" | "request_owner_approval" | "log" | "review";
                                /** @description The strongest flags, most severe first */
                                top_flags: {
                                    /** @enum {unknown} */
                                    category: "prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content";
                                    /** @description The matched text, at most 200 characters; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                                    evidence: string;
                                    id: string;
                                    label: string;
                                    severity: number;
                                    type: string;
                                }[];
                                /** @enum {unknown} */
                                verdict: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical";
                            };
                        };
                        /** @enum {unknown} */
                        status: "pending" | "completed" | "failed";
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such evaluation for this key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listEvaluators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        evaluators: {
                            description: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    generateKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description A label for the key */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        expires_at: string;
                        id: string;
                        /** @description The API key; shown only in this response */
                        key: string;
                        name: string;
                        note: string;
                        scopes: ("analyze" | "evaluate" | "chat")[];
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        models: {
                            /** @description Context window in tokens */
                            context_length: number;
                            /** @description A `:free` variant: no charge, with the aggregator's tight rate limits */
                            free: boolean;
                            /** @description Model identifier `<provider>/<model-name>`, as accepted in `agent_config.model` and `model` */
                            id: string;
                            name: string;
                            pricing: {
                                /** @description USD per 1M input tokens */
                                input_per_1m: number;
                                /** @description USD per 1M output tokens */
                                output_per_1m: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Unknown fields are ignored */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unknown fields are ignored */
                    agent_config?: {
                        /** @description Description of the agent's role */
                        agent_role?: string;
                        max_tokens?: number;
                        /**
                         * @description One of the allowed model identifiers (see GET /v1/models)
                         * @enum {unknown}
                         */
                        model?: "meta-llama/llama-3.3-70b-instruct:free" | "google/gemma-3-27b-it:free" | "mistralai/mistral-small-3.1-24b-instruct:free" | "nousresearch/hermes-3-llama-3.1-405b:free" | "deepseek/deepseek-chat-v3-0324:free" | "deepseek/deepseek-chat" | "openai/gpt-4o-mini" | "openai/gpt-4o" | "openai/o1" | "openai/o3-mini" | "anthropic/claude-sonnet-4-6" | "anthropic/claude-haiku-4-5" | "anthropic/claude-3.5-sonnet" | "anthropic/claude-3-haiku" | "google/gemini-2.0-flash" | "google/gemini-2.0-pro" | "mistral/mistral-large" | "mistral/mistral-small";
                        temperature?: number;
                    };
                    bypass_codeword?: string;
                    /** @description Alias of bypass_codeword */
                    bypass_codewordstring?: string;
                    /**
                     * @description Sandbox execution; `auto` lets the service decide
                     * @enum {unknown}
                     */
                    execute?: true | false | "auto";
                    /** @description Unknown fields are ignored */
                    metadata?: {
                        /** @description Tracking */
                        agent_id?: string;
                        /** @description e.g. slack-general; Slack-type channels never get owner softening */
                        channel?: string;
                        conversation_context?: string;
                        /** @description Who asked */
                        requester_id?: string;
                        /** @enum {unknown} */
                        requester_trust?: "unknown" | "known" | "trusted" | "owner";
                        /** @description Tracking */
                        session_id?: string;
                        /** @description `user_input` maps to source_kind `user` */
                        source?: string;
                        /**
                         * @description Where the text came from; drives source-sensitive scoring
                         * @enum {unknown}
                         */
                        source_kind?: "user" | "colleague" | "email" | "retrieved_doc" | "web_page" | "tool_output" | "memory" | "agent_handoff";
                        /** @description Subject line */
                        subject?: string;
                        /** @description Recorded; never lowers a score */
                        trust_level?: string;
                    };
                    /**
                     * @description `pattern-only` keeps the prompt inside the service
                     * @enum {unknown}
                     */
                    mode?: "full" | "pattern-only";
                    /**
                     * @description One of the allowed model identifiers (see GET /v1/models)
                     * @enum {unknown}
                     */
                    model?: "meta-llama/llama-3.3-70b-instruct:free" | "google/gemma-3-27b-it:free" | "mistralai/mistral-small-3.1-24b-instruct:free" | "nousresearch/hermes-3-llama-3.1-405b:free" | "deepseek/deepseek-chat-v3-0324:free" | "deepseek/deepseek-chat" | "openai/gpt-4o-mini" | "openai/gpt-4o" | "openai/o1" | "openai/o3-mini" | "anthropic/claude-sonnet-4-6" | "anthropic/claude-haiku-4-5" | "anthropic/claude-3.5-sonnet" | "anthropic/claude-3-haiku" | "google/gemini-2.0-flash" | "google/gemini-2.0-pro" | "mistral/mistral-large" | "mistral/mistral-small";
                    /** @enum {unknown} */
                    policy_mode?: "strict" | "balanced" | "low_fp";
                    /** @description The untrusted text to screen */
                    prompt: string;
                    test_input?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        analysis_method: "pattern" | "pattern+llm" | "pattern_only";
                        approval_request?: {
                            allowed_response_modes: string[];
                            data_requested: string[];
                            /** @enum {string} */
                            default_action: "deny";
                            expires_in_seconds: number;
                            owner_prompt: string;
                            requester_trust: string;
                            sensitivity: string;
                            /** @enum {string} */
                            type: "privacy_disclosure";
                        };
                        categories: {
                            /** @description LLM05:2025 Improper Output Handling */
                            code_execution: number;
                            /** @description LLM02:2025 Sensitive Information Disclosure */
                            data_exfiltration: number;
                            /** @description LLM05:2025 Improper Output Handling */
                            harmful_content: number;
                            /** @description LLM01:2025 Prompt Injection */
                            jailbreak: number;
                            /** @description LLM06:2025 Excessive Agency */
                            privilege_escalation: number;
                            /** @description LLM01:2025 Prompt Injection */
                            prompt_injection: number;
                            /** @description LLM01:2025 Prompt Injection */
                            social_engineering: number;
                            /** @description LLM07:2025 System Prompt Leakage */
                            system_prompt_leak: number;
                        };
                        /** @description Present with true when a layer was unavailable rather than skipped */
                        degraded?: boolean;
                        /**
                         * @description Present with `degraded`
                         * @enum {unknown}
                         */
                        degraded_reason?: "llm_failed" | "llm_disabled";
                        /** @description True when a sandbox execution was started (202) */
                        execution_pending?: boolean;
                        flags: {
                            /** @enum {unknown} */
                            category: "prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content";
                            detail: string;
                            /** @description The matched text; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                            evidence: string;
                            /** @description Rule id, stable: <category>.<slug> */
                            id: string;
                            label: string;
                            /** @description 0-10, one decimal */
                            severity: number;
                            /** @description Typed flag type, e.g. prompt_injection, obfuscation */
                            type: string;
                        }[];
                        id: string;
                        latency_ms: number;
                        layers: {
                            /**
                             * @description The local classifier; runs in-process, with no network, in both modes
                             * @enum {string}
                             */
                            classifier: "ran";
                            /**
                             * @description The remote semantic analysis: `ran` (its verdict contributed), `skipped_pattern_only` (mode pattern-only: the text was not sent out), `skipped_high_severity` (the result before it was already at or above the block threshold, which it cannot lower), `disabled` (no model provider configured; degraded), `failed` (no usable verdict: time-out, provider error, unusable reply, open circuit; degraded)
                             * @enum {unknown}
                             */
                            llm: "ran" | "skipped_pattern_only" | "skipped_high_severity" | "disabled" | "failed";
                            /**
                             * @description Pattern matching; always runs
                             * @enum {string}
                             */
                            pattern: "ran";
                        };
                        policy: {
                            approval_default_action: string;
                            approval_required_for_future_plans: boolean;
                            approval_required_for_location: boolean;
                            approval_required_for_personal_data: boolean;
                            auto_block: boolean;
                            threshold: number;
                        };
                        /** @description `/v1/parse/<id>`: where the execution result is polled; present with execution_pending */
                        poll_url?: string;
                        /** @description 0-10, one decimal */
                        risk_score: number;
                        /** @description risk_score < the effective auto-block threshold */
                        safe: boolean;
                        /** @enum {unknown} */
                        suggested_action: "allow" | "sandbox" | "block" | "request_owner_approval" | "log" | "review";
                        /** @description Receipt identifier; equal to id */
                        trace_id: string;
                        /** @enum {unknown} */
                        verdict: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical";
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        analysis_method: "pattern" | "pattern+llm" | "pattern_only";
                        approval_request?: {
                            allowed_response_modes: string[];
                            data_requested: string[];
                            /** @enum {string} */
                            default_action: "deny";
                            expires_in_seconds: number;
                            owner_prompt: string;
                            requester_trust: string;
                            sensitivity: string;
                            /** @enum {string} */
                            type: "privacy_disclosure";
                        };
                        categories: {
                            /** @description LLM05:2025 Improper Output Handling */
                            code_execution: number;
                            /** @description LLM02:2025 Sensitive Information Disclosure */
                            data_exfiltration: number;
                            /** @description LLM05:2025 Improper Output Handling */
                            harmful_content: number;
                            /** @description LLM01:2025 Prompt Injection */
                            jailbreak: number;
                            /** @description LLM06:2025 Excessive Agency */
                            privilege_escalation: number;
                            /** @description LLM01:2025 Prompt Injection */
                            prompt_injection: number;
                            /** @description LLM01:2025 Prompt Injection */
                            social_engineering: number;
                            /** @description LLM07:2025 System Prompt Leakage */
                            system_prompt_leak: number;
                        };
                        /** @description Present with true when a layer was unavailable rather than skipped */
                        degraded?: boolean;
                        /**
                         * @description Present with `degraded`
                         * @enum {unknown}
                         */
                        degraded_reason?: "llm_failed" | "llm_disabled";
                        /** @description True when a sandbox execution was started (202) */
                        execution_pending?: boolean;
                        flags: {
                            /** @enum {unknown} */
                            category: "prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content";
                            detail: string;
                            /** @description The matched text; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                            evidence: string;
                            /** @description Rule id, stable: <category>.<slug> */
                            id: string;
                            label: string;
                            /** @description 0-10, one decimal */
                            severity: number;
                            /** @description Typed flag type, e.g. prompt_injection, obfuscation */
                            type: string;
                        }[];
                        id: string;
                        latency_ms: number;
                        layers: {
                            /**
                             * @description The local classifier; runs in-process, with no network, in both modes
                             * @enum {string}
                             */
                            classifier: "ran";
                            /**
                             * @description The remote semantic analysis: `ran` (its verdict contributed), `skipped_pattern_only` (mode pattern-only: the text was not sent out), `skipped_high_severity` (the result before it was already at or above the block threshold, which it cannot lower), `disabled` (no model provider configured; degraded), `failed` (no usable verdict: time-out, provider error, unusable reply, open circuit; degraded)
                             * @enum {unknown}
                             */
                            llm: "ran" | "skipped_pattern_only" | "skipped_high_severity" | "disabled" | "failed";
                            /**
                             * @description Pattern matching; always runs
                             * @enum {string}
                             */
                            pattern: "ran";
                        };
                        policy: {
                            approval_default_action: string;
                            approval_required_for_future_plans: boolean;
                            approval_required_for_location: boolean;
                            approval_required_for_personal_data: boolean;
                            auto_block: boolean;
                            threshold: number;
                        };
                        /** @description `/v1/parse/<id>`: where the execution result is polled; present with execution_pending */
                        poll_url?: string;
                        /** @description 0-10, one decimal */
                        risk_score: number;
                        /** @description risk_score < the effective auto-block threshold */
                        safe: boolean;
                        /** @enum {unknown} */
                        suggested_action: "allow" | "sandbox" | "block" | "request_owner_approval" | "log" | "review";
                        /** @description Receipt identifier; equal to id */
                        trace_id: string;
                        /** @enum {unknown} */
                        verdict: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical";
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `execute: true` and no model provider is configured (`sandbox_unavailable`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getExecution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `id` of the parse answer */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A canary secret planted in the agent's system prompt appeared in its output or in a tool call's arguments */
                        canary_leaked?: boolean;
                        categories?: ("prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content")[];
                        /** Format: date-time */
                        completed_at?: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Why the execution failed */
                        error?: string;
                        execution?: {
                            /** @description `stop`, `length`, ... as the provider said, or `max_turns` when the agent was still calling tools */
                            finish_reason?: string;
                            /**
                             * @description The agent ran in the job runner with no real tools: its tool calls were recorded and never executed
                             * @enum {boolean}
                             */
                            isolated: true;
                            /** @description The agent model, as the provider named it */
                            model?: string;
                            /** @description Everything the agent wrote as text, every turn, blank-line separated; empty after a failure */
                            output: string;
                            /**
                             * @description `success` (completed), `timeout` or `error` (failed)
                             * @enum {unknown}
                             */
                            sandbox_status: "success" | "timeout" | "error";
                            /** @description Model calls made */
                            turns?: number;
                        };
                        /** @description The execution's evidence alone: output screening, leaked canaries, honeypot calls */
                        execution_risk_score?: number;
                        /** @description Typed flags of the execution, strongest first */
                        flags?: {
                            description: string;
                            /** @description The matched text; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                            evidence: string;
                            id: string;
                            /** @enum {unknown} */
                            severity: "low" | "medium" | "high" | "critical";
                            type: string;
                        }[];
                        /** @description The parse answer's id */
                        id: string;
                        /** @description The parse answer's score while pending or after a failure; once completed, that score joined with the execution's evidence (never lower) */
                        risk_score: number;
                        /** @description risk_score < the threshold of the parse answer */
                        safe: boolean;
                        /** @description The parse answer's score, before execution */
                        screening_risk_score: number;
                        /**
                         * @description `pending` until the execution completes or fails
                         * @enum {unknown}
                         */
                        status: "pending" | "completed" | "failed";
                        tool_calls?: {
                            /** @description The arguments as the model wrote them (JSON text, at most 4000 characters) */
                            arguments: string;
                            /**
                             * @description Honeypot tools are never executed; the model got a stub answer
                             * @enum {boolean}
                             */
                            executed: false;
                            name: string;
                            turn: number;
                        }[];
                        /** @enum {unknown} */
                        verdict: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical";
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such execution for this key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        approval_default_action: "deny";
                        approval_required_for_future_plans: boolean;
                        approval_required_for_location: boolean;
                        approval_required_for_personal_data: boolean;
                        /** @description Risk score at or above which a prompt is blocked */
                        autoBlockThreshold: number;
                        /** @description Enforce blocking on every prompt, whatever its source */
                        screenAllPrompts: boolean;
                        /** @description Source kinds on which blocking is enforced when screenAllPrompts is false; duplicates are dropped */
                        sources: ("user" | "colleague" | "email" | "retrieved_doc" | "web_page" | "tool_output" | "memory" | "agent_handoff")[];
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    approval_default_action?: "deny";
                    approval_required_for_future_plans?: boolean;
                    approval_required_for_location?: boolean;
                    approval_required_for_personal_data?: boolean;
                    /** @description Risk score at or above which a prompt is blocked */
                    autoBlockThreshold?: number;
                    /** @description Enforce blocking on every prompt, whatever its source */
                    screenAllPrompts?: boolean;
                    /** @description Source kinds on which blocking is enforced when screenAllPrompts is false; duplicates are dropped */
                    sources?: ("user" | "colleague" | "email" | "retrieved_doc" | "web_page" | "tool_output" | "memory" | "agent_handoff")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        approval_default_action: "deny";
                        approval_required_for_future_plans: boolean;
                        approval_required_for_location: boolean;
                        approval_required_for_personal_data: boolean;
                        /** @description Risk score at or above which a prompt is blocked */
                        autoBlockThreshold: number;
                        /** @description Enforce blocking on every prompt, whatever its source */
                        screenAllPrompts: boolean;
                        /** @description Source kinds on which blocking is enforced when screenAllPrompts is false; duplicates are dropped */
                        sources: ("user" | "colleague" | "email" | "retrieved_doc" | "web_page" | "tool_output" | "memory" | "agent_handoff")[];
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resetPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        approval_default_action: "deny";
                        approval_required_for_future_plans: boolean;
                        approval_required_for_location: boolean;
                        approval_required_for_personal_data: boolean;
                        /** @description Risk score at or above which a prompt is blocked */
                        autoBlockThreshold: number;
                        /** @description Enforce blocking on every prompt, whatever its source */
                        screenAllPrompts: boolean;
                        /** @description Source kinds on which blocking is enforced when screenAllPrompts is false; duplicates are dropped */
                        sources: ("user" | "colleague" | "email" | "retrieved_doc" | "web_page" | "tool_output" | "memory" | "agent_handoff")[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pricing: {
                            /** @description Token contract of the payment asset (USDC, 6 decimals) */
                            asset: string;
                            method: string;
                            /** @description CAIP-2 chain id, e.g. eip155:8453 for Base */
                            network: string;
                            path: string;
                            /** @description USD per call, an exact decimal string */
                            price_usd: string;
                            /**
                             * @description x402 payment scheme
                             * @enum {string}
                             */
                            scheme: "exact";
                        }[];
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    screenOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Unknown fields are ignored */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A secret planted in the prompt; finding it in the output proves a leak */
                    canary?: string;
                    /** @description The original prompt or task */
                    context?: string;
                    /** @description The model output to screen */
                    output: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: ("prompt_injection" | "jailbreak" | "data_exfiltration" | "system_prompt_leak" | "privilege_escalation" | "social_engineering" | "code_execution" | "harmful_content")[];
                        /** @description Present with true when a layer was unavailable rather than skipped */
                        degraded?: boolean;
                        /**
                         * @description Present with `degraded`
                         * @enum {unknown}
                         */
                        degraded_reason?: "llm_failed" | "llm_disabled";
                        flags: {
                            description: string;
                            /** @description The matched text; "" in a result read back from storage (GET by id) unless the operator set PARAPET_STORE_TEXT (docs/privacy.md) */
                            evidence: string;
                            id: string;
                            /** @enum {unknown} */
                            severity: "low" | "medium" | "high" | "critical";
                            type: string;
                        }[];
                        id: string;
                        layers: {
                            /**
                             * @description The local classifier; runs in-process, with no network, in both modes
                             * @enum {string}
                             */
                            classifier: "ran";
                            /**
                             * @description The remote semantic analysis: `ran` (its verdict contributed), `skipped_pattern_only` (mode pattern-only: the text was not sent out), `skipped_high_severity` (the result before it was already at or above the block threshold, which it cannot lower), `disabled` (no model provider configured; degraded), `failed` (no usable verdict: time-out, provider error, unusable reply, open circuit; degraded)
                             * @enum {unknown}
                             */
                            llm: "ran" | "skipped_pattern_only" | "skipped_high_severity" | "disabled" | "failed";
                            /**
                             * @description Pattern matching; always runs
                             * @enum {string}
                             */
                            pattern: "ran";
                        };
                        output_length: number;
                        /** @description 0-10, one decimal */
                        risk_score: number;
                        safe: boolean;
                        /** @enum {unknown} */
                        verdict: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical";
                    };
                };
            };
            /** @description Malformed JSON or a field that fails validation; `detail` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listScreenings: {
        parameters: {
            query?: {
                /** @description A risk category (agent messages: a flag type) the screening raised */
                category?: string;
                /** @description The `next_cursor` of the previous page */
                cursor?: string;
                /** @description jsonl: one record per line (application/x-ndjson), the next page's cursor in the X-Next-Cursor header */
                format?: "json" | "jsonl";
                /** @description Records per page, 1 to 1000 (default 50) */
                limit?: string;
                /** @description Created at or after (RFC 3339) */
                since?: string;
                /** @description prompt: POST /v1/parse; output: POST /v1/screen-output; agent: POST /v1/agent/trust/verify */
                surface?: "prompt" | "output" | "agent";
                /** @description Created before (RFC 3339) */
                until?: string;
                /** @description A verdict, or for agent messages a recommendation */
                verdict?: "safe" | "low_risk" | "medium_risk" | "high_risk" | "critical" | "accept" | "review" | "reject";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the audit trail (as JSON, or JSON Lines with format=jsonl) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pass as `cursor` for the next page; null on the last page */
                        next_cursor: string | null;
                        screenings: {
                            categories: string[];
                            /** Format: date-time */
                            created_at: string;
                            flag_ids: string[];
                            id: string;
                            /** @description 0-10, one decimal */
                            risk_score: number;
                            safe: boolean;
                            /** @description The metadata source_kind of a prompt; null when none was given */
                            source_kind: string | null;
                            /** @enum {unknown} */
                            surface: "prompt" | "output" | "agent";
                            text_length: number;
                            /** @description Hex SHA-256 of the screened text, which is never stored */
                            text_sha256: string;
                            verdict: string;
                        }[];
                    };
                    "application/x-ndjson": string;
                };
            };
            /** @description A query parameter is unknown or out of range */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, malformed, unknown or expired API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The key lacks the scope or is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
