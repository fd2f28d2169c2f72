import type { DomainTerms, HarmDomain } from './types.js';

/**
 * The vocabulary of a model's answers, per language: what the harmful-output detector
 * (`detectors/harmful-output.ts`) reads to tell an answer that hands over harmful instructions from
 * a refusal, a warning or a harmless how-to. Written for this project from the languages
 * themselves, never from corpus text. Terms use the syntax of `harmful/types.ts` (`stem*`,
 * `*suffix`, phrases; Chinese, Japanese and Thai terms match anywhere; Korean terms are stems with
 * `*`, since particles and endings are written onto the word).
 *
 * The harm domains' words come first from the shared vocabulary (`harmful/lexicons/`); `harm` below
 * adds the words that show up in answers rather than in requests: the acts and tools of
 * everyday wrongdoing (theft, bribery, blackmail, spying on a partner, defamation campaigns).
 */
export interface AnswerLexicon {
  lang: string;
  /** The model declines: "I can't help with that", "I'm sorry, but", "I must decline". */
  refusal: readonly string[];
  /** The turn from a refusal or a warning to compliance: "but now that we've got that out of the way", "that said, here's how". */
  pivot: readonly string[];
  /** The model complies: "sure, here is", "here's how", "follow these steps", "certainly". */
  comply: readonly string[];
  /** Sequencing of steps: "first", "then", "next", "finally", "after that", "step". */
  sequence: readonly string[];
  /** Instructions addressed to the reader: "you can", "you will need", "make sure", "mix", "heat", "gather". */
  instruct: readonly string[];
  /** Safety advice and warnings that keep a harm-naming answer safe: "never mix", "call 911", "seek help", "poison control". */
  caution: readonly string[];
  /** Moral framing: a sentence that says a harm is wrong ("stealing is illegal and unethical") is not an instruction, even with "you must" in it. */
  moral: readonly string[];
  /** Concealment and evasion, the mark of operational harm: "without getting caught", "avoid detection", "cover your tracks". */
  conceal: readonly string[];
  /** Answer-side words of each harm domain, added to the shared vocabulary's. */
  harm: Readonly<Partial<Record<HarmDomain, DomainTerms>>>;
}

const en: AnswerLexicon = {
  lang: 'en',
  refusal: [
    "i can't help", "i can't assist", "i can't provide", "i can't fulfill", "i can't comply", "i can't do that", "i can't give",
    'i cannot help', 'i cannot assist', 'i cannot provide', 'i cannot fulfill', 'i cannot comply', 'i cannot do that', 'i cannot give',
    'i can not help', 'i can not provide', "i won't help", "i won't provide", "i won't assist", 'i will not help', 'i will not provide',
    'i will not assist', "i'm sorry, but", "i'm sorry, i", 'i am sorry, but', 'i apologize, but', "i'm unable to", 'i am unable to',
    "i'm not able to", 'i am not able to', 'i must decline', 'i have to decline', 'i refuse to', 'unable to assist', 'unable to help',
    'not able to provide', 'against my guidelines', 'against my programming', 'not going to help', 'not going to provide',
    "can't assist with", 'cannot assist with', "can't help with", 'cannot help with', 'cannot provide assistance',
    'cannot provide guidance', 'cannot provide any', "can't provide any",
  ],
  pivot: [
    'out of the way', 'that being said', 'that said', 'with that said', 'now that', 'but since', 'but if you insist',
    'if you insist', 'however, if you', 'anyway, here', 'but here', 'let me tell you', "let's get", 'ignore the rules',
    'without further ado', 'now, let', 'now since', "let's ignore", 'however, here', 'but anyway', 'but i can', 'i can tell you',
    'i can give you', 'i can certainly', 'i can provide you', 'if you really', 'if you are really', "if you're really",
    'hypothetically', 'if you still',
  ],
  comply: [
    'sure', 'certainly', 'absolutely', 'of course', "here's how to", "here's how you", 'here is how to', 'here is how you',
    "here's what you", 'here is what you', 'here are some', 'here are the', 'here are a few',
    "here's a", 'here is a', 'follow these steps', 'the following steps', 'steps you can take', 'these steps', 'step-by-step',
    'step by step', 'the steps', 'one way to', 'another way', 'the best way to', 'the easiest way', 'an effective way',
    'effective ways', 'some ways', 'a few ways', 'several ways', 'various ways', 'various methods', 'methods you can',
    'strategies', 'techniques', 'tips', "you'll want to", 'the trick is', 'one method', 'another method', 'one approach',
    'another approach', 'one option', 'another option', 'one idea', 'another idea', 'one possibility', 'you could try', 'you can try',
    'you might try', 'consider using', 'how about', 'one could', 'one effective way', 'could be to', 'would be to', 'might consider',
    'could consider', 'first things first', 'first off', 'to start with',
    'below is', 'below are', 'the following script', 'the following code', 'this script', 'this code will',
  ],
  sequence: [
    'first', 'firstly', 'first of all', 'to begin', 'to start', 'start by', 'begin by', 'second', 'secondly', 'third', 'thirdly',
    'then', 'next', 'after that', 'afterwards', 'once you', 'once the', 'finally', 'lastly', 'in the end', 'step', 'meanwhile',
  ],
  instruct: [
    'you can', 'you could', 'you will need', "you'll need", 'you need to', 'you should', 'you must', 'you may want', 'you might',
    'make sure', 'be sure to', 'try to', 'try using', 'consider', 'use a', 'use an', 'use the', 'gather', 'obtain', 'acquire',
    'get a', 'get some', 'buy', 'purchase', 'find a', 'find out', 'identify', 'look for', 'distract', 'sneak', 'slip', 'create a', 'set up', 'mix', 'combine', 'add',
    'heat', 'stir', 'pour', 'dissolve', 'grind', 'crush', 'attach', 'wrap', 'place the', 'place it', 'install', 'approach',
    'wait until', 'wait for', 'pretend', 'tell them', 'offer', 'contact', 'send', 'hide', 'we can', 'we need to', 'we must',
    'one must', 'one can', 'i will', 'you would', 'you could also', 'you gotta', 'you wanna', "you'd want", "you'd need",
    'additionally', 'from there', 'come up with', 'leverage', 'exploit',
    'the key is', "it's best to", 'it is best to', 'be careful to', 'be careful not to', "don't forget to", 'remember to',
    'choose a', 'pick a', 'go to', 'head to', 'head over to', 'look up', 'research the', 'study the', 'plan the', 'plan your',
    'simply', 'just use', 'just make',
  ],
  caution: [
    'never mix', 'never use', 'do not mix', "don't mix", 'do not attempt', "don't attempt", 'call 911', 'call 999', 'call 112',
    'emergency services', 'poison control', 'seek help', 'seek professional', 'reach out to', 'crisis line', 'hotline',
    'helpline', 'talk to someone', 'a mental health professional', 'a therapist', 'a doctor', 'stay safe', 'protect yourself',
    'report it', 'report them', 'contact the police', 'contact law enforcement', 'the authorities', 'warning signs',
    'ventilated', 'to be safe', 'for your safety', 'toxic fumes', 'instead, i', 'instead, you', 'legal alternatives',
    'instead of', 'the right way', 'legitimate', 'legal ways', 'legal and ethical', 'ethical hacking', 'food bank*', 'a lawyer',
    'an attorney', 'financial advisor', 'counselor', 'counsellor', 'instead', 'appropriate ways', 'legit ways', 'honest',
    'honesty', 'integrity', 'respectful', 'constructive', 'save up',
  ],
  moral: ['illegal', 'unethical', 'against the law', 'condone', 'discourage', 'not recommended', 'consequences', 'morally', 'immoral',
    'wrong', 'not okay', 'not cool', 'not worth', 'respect the', 'i must remind', 'i must emphasize', 'i must stress', 'i must warn',
    'not endorse', "don't endorse", 'do not endorse', 'despicable', 'pathetic'],
  conceal: [
    'without getting caught', 'without being caught', 'not get caught', "don't get caught", 'avoid getting caught',
    'avoid detection', 'evade detection', 'avoid suspicion', 'arousing suspicion', 'raising suspicion', 'undetected',
    'unnoticed', 'untraceable', 'cover your tracks', 'cover my tracks', 'leave no trace', 'leaving no trace', 'no evidence',
    'destroy evidence', 'without them knowing', 'without their knowledge', 'without their consent', 'without her knowledge',
    'without his knowledge', 'without them noticing', 'burner phone', 'in cash', 'cash only', 'wear gloves', 'a disguise',
    'fake name', 'security cameras', 'blind spots', 'escape route*', 'the victim', 'your victim', 'your target',
    'vulnerable individuals', 'getaway', 'blend in', 'leave any evidence', 'leave no evidence', 'fingerprints',
    'secretly', 'covert*', 'discreet*', 'inconspicuous', 'get away with', 'alibi', 'plant evidence', 'planting evidence',
    'avoid the police', 'evade the police', 'evade police', 'outrun the police', 'nobody can trace', 'no one can trace', "can't be traced", 'cannot be traced', 'so nobody', 'so no one', 'nobody will notice',
    'no one will notice', 'the dark web', 'on the dark web', 'black market', 'no one will know', 'nobody will know', 'lock pick*', 'lock-pick*', 'plausible deniability', 'blame someone else', 'frame someone',
  ],
  harm: {
    weapons: { strong: ['detonator*', 'shrapnel', 'gunpowder', 'thermite', 'napalm', 'silencer', 'suppressor'], weak: ['explosive', 'ammunition', 'ammo', 'blade', 'knife'] },
    cbrn: { strong: ['nerve gas', 'toxic gas', 'chlorine gas', 'chloramine', 'cyanide', 'arsenic', 'weaponize*', 'aerosoliz*'], weak: ['toxic', 'lethal dose'] },
    drugs: { strong: ['pseudoephedrine', 'precursor*', 'crystal meth', 'crack cocaine', 'drug dealer', 'dealing drugs', 'smuggl*'], weak: ['narcotic*', 'pills', 'dealer'] },
    cyber: {
      strong: ['brute force', 'brute-force', 'credential stuffing', 'spyware', 'trojan', 'backdoor', 'rootkit', 'phishing email*', 'keylog*', 'zero-day'],
      weak: ['hacker*', 'hacking', 'infiltrat*', 'breach', 'vulnerabilit*', 'unauthorized access', 'crack the', 'password', 'their account', 'payload'],
    },
    fraud: {
      strong: [
        'steal*', 'stolen', 'theft', 'shoplift*', 'pickpocket*', 'bribe*', 'bribery', 'blackmail*', 'extort*', 'embezzl*',
        'insider trading', 'fake identity', 'fake id', 'forged', 'forgery', 'counterfeit*', 'launder*', 'ponzi', 'scam*', 'con artist',
        'fake check*', 'credit card fraud', 'identity theft', 'fraudulent',
      ],
      weak: [
        'cheat*', 'fraud', 'fake', 'loot', 'heist', 'rob', 'robbery', 'burglar*', 'break into', 'breaking into', 'break in', 'illicit',
        'impersonat*', 'deceiv*', 'deceptive', 'trick them', 'trick him', 'trick her', 'trick people', 'false alibi*', 'trespass*',
        'tamper*', 'pose as', 'posing as', 'coerc*', 'sneak in', 'sneak into', 'bypass the', 'dispose of',
        'fake your death', 'faking your death', 'fake my death', 'new identity', 'radar detector*', 'laser jammer*', 'speed trap*',
      ],
    },
    violence: {
      strong: ['kill them', 'kill him', 'kill her', 'strangle them', 'strangle him', 'strangle her', 'suffocate them', 'suffocate him', 'suffocate her', 'beat them', 'beat him', 'beat her', 'ambush them'],
      weak: ['attack them', 'attack him', 'attack her', 'injure', 'harm them', 'hurt them', 'weapon', 'violence', 'violent', 'threaten*', 'intimidate them', 'overpower*', 'incapacitat*'],
    },
    self_harm: { strong: ['end your life', 'kill yourself', 'hurt yourself', 'harm yourself', 'starve yourself', 'purging'], weak: ['self-harm', 'overdose'] },
    minors: { strong: ['groom a child', 'grooming a child', 'grooming children', 'sexual contact with a minor'], weak: [] },
    hate: {
      strong: ['fake news', 'misinformation', 'disinformation', 'false information', 'false rumors', 'false rumours', 'spread rumors', 'spread rumours', 'propaganda', 'defam*', 'smear campaign', 'cyberbull*', 'racial slur*'],
      weak: ['bully*', 'humiliat*', 'manipulat*', 'harass*', 'intimidat*', 'insult*', 'troll*', 'fake accounts', 'bots', 'rumor*', 'rumour*', 'incite*'],
    },
    privacy: {
      strong: ['hidden camera', 'spy on', 'spying', 'stalk*', 'dox*', 'bug their', 'bugging', 'tracking app', 'spy app', 'eavesdrop*', 'wiretap*'],
      weak: ["neighbor's wi-fi", "neighbour's wi-fi", "neighbor's wifi", "neighbour's wifi", 'their wi-fi', 'their wifi', 'track their', 'track her', 'track his', 'monitor their', 'their location', 'personal information', 'private messages', 'their phone', 'her phone', 'his phone', 'camera'],
    },
  },
};

const zh: AnswerLexicon = {
  lang: 'zh',
  refusal: ['我不能', '我无法', '我不会', '抱歉', '对不起', '很遗憾', '无法提供', '不能提供', '无法协助', '不能协助', '无法帮助', '不能帮助', '拒绝', '不予', '我不可以'],
  pivot: ['不过既然', '话虽如此', '但如果你坚持', '既然你坚持', '言归正传', '废话少说'],
  comply: ['当然', '没问题', '好的', '以下是', '下面是', '方法如下', '步骤如下', '具体步骤', '以下步骤', '一种方法', '有几种方法', '方法是', '技巧'],
  sequence: ['首先', '其次', '然后', '接着', '接下来', '之后', '最后', '第一步', '第二步', '第三步', '第一', '第二', '第三', '步骤'],
  instruct: ['你可以', '你需要', '你应该', '你必须', '确保', '准备', '购买', '获取', '找到', '使用', '混合', '加热', '加入', '搅拌', '倒入', '溶解', '研磨', '安装', '隐藏', '联系', '假装'],
  caution: ['切勿', '千万不要', '请勿', '不要混合', '拨打', '急救', '报警', '求助', '寻求帮助', '心理医生', '热线', '保护自己', '注意安全', '危险', '违法', '法律后果', '合法'],
  moral: ['违法', '非法', '不道德', '不鼓励', '不支持', '后果', '尊重', '不建议', '强烈建议你不要', '犯罪'],
  conceal: ['不被发现', '不被抓', '避免被发现', '避免怀疑', '神不知鬼不觉', '不留痕迹', '销毁证据', '掩盖', '匿名', '现金', '戴手套', '监控死角', '受害者', '目标人物', '在对方不知情', '嫁祸', '指纹', '监控摄像头', '不被他人发现'],
  harm: {
    weapons: { strong: ['炸弹', '炸药', '雷管', '引爆', '爆炸物', '枪支', '消音器'], weak: ['武器', '弹药', '刀'] },
    cbrn: { strong: ['毒气', '神经毒剂', '氰化物', '砒霜', '沙林', '蓖麻毒素', '炭疽'], weak: ['有毒', '致死剂量'] },
    drugs: { strong: ['冰毒', '甲基苯丙胺', '海洛因', '可卡因', '芬太尼', '制毒', '贩毒', '走私'], weak: ['毒品', '麻黄碱'] },
    cyber: { strong: ['木马', '勒索软件', '恶意软件', '键盘记录', '暴力破解', '钓鱼邮件', '后门', '黑客攻击'], weak: ['黑客', '入侵', '漏洞', '破解', '密码', '未经授权'] },
    fraud: { strong: ['偷窃', '盗窃', '偷走', '行贿', '贿赂', '勒索', '敲诈', '诈骗', '洗钱', '伪造', '假身份', '内幕交易', '扒窃', '信用卡欺诈'], weak: ['作弊', '欺诈', '骗', '偷', '抢劫', '非法'] },
    violence: { strong: ['杀死', '杀掉', '谋杀', '绑架', '酷刑', '勒死', '毒死'], weak: ['攻击', '伤害', '殴打', '暴力'] },
    self_harm: { strong: ['自杀方法', '结束生命', '割腕', '自残'], weak: ['自杀', '过量服用'] },
    minors: { strong: ['儿童色情', '诱骗儿童'], weak: [] },
    hate: { strong: ['虚假信息', '假新闻', '谣言', '诽谤', '网络暴力', '宣传'], weak: ['霸凌', '欺凌', '羞辱', '操纵', '骚扰', '水军', '假账号'] },
    privacy: { strong: ['偷拍', '针孔摄像头', '监听他', '监听她', '窃听', '人肉搜索', '定位软件'], weak: ['跟踪', '监视', '个人信息', '隐私', '手机'] },
  },
};

const es: AnswerLexicon = {
  lang: 'es',
  refusal: ['no puedo', 'no podré', 'lo siento', 'lo lamento', 'me niego', 'no voy a', 'no es posible ayudarte', 'no puedo ayudar', 'no puedo proporcionar', 'debo negarme', 'no estoy en condiciones'],
  pivot: ['dicho esto', 'ahora que', 'pero si insistes', 'sin más preámbulos', 'de todos modos, aquí'],
  comply: ['claro', 'por supuesto', 'desde luego', 'aquí tienes', 'aquí está', 'aquí hay', 'estos son los pasos', 'sigue estos pasos', 'los siguientes pasos', 'paso a paso', 'una forma de', 'la mejor manera', 'varias formas', 'consejos'],
  sequence: ['primero', 'en primer lugar', 'segundo', 'tercero', 'luego', 'después', 'a continuación', 'finalmente', 'por último', 'paso', 'una vez que'],
  instruct: ['puedes', 'podrías', 'necesitarás', 'necesitas', 'debes', 'deberías', 'asegúrate', 'usa', 'utiliza', 'consigue', 'compra', 'obtén', 'busca', 'mezcla', 'calienta', 'añade', 'agrega', 'revuelve', 'disuelve', 'esconde', 'oculta', 'finge', 'contacta'],
  caution: ['nunca mezcles', 'no mezcles', 'llama al', 'servicios de emergencia', 'busca ayuda', 'pide ayuda', 'línea de ayuda', 'un profesional', 'protégete', 'peligroso', 'es ilegal y', 'consecuencias legales', 'denuncia'],
  moral: ['ilegal', 'poco ético', 'no ético', 'inmoral', 'consecuencias', 'no apruebo', 'no lo recomiendo', 'respetar', 'está mal'],
  conceal: ['sin que te atrapen', 'sin ser descubierto', 'sin que nadie', 'sin levantar sospechas', 'pasar desapercibido', 'no dejar rastro', 'sin dejar rastro', 'borrar las huellas', 'destruir las pruebas', 'sin que lo sepa', 'sin su consentimiento', 'en efectivo', 'usa guantes', 'la víctima', 'tu víctima', 'puntos ciegos'],
  harm: {
    weapons: { strong: ['bomba*', 'explosivo*', 'detonador*', 'pólvora', 'silenciador'], weak: ['arma*', 'munición', 'cuchillo'] },
    cbrn: { strong: ['gas tóxico', 'gas nervioso', 'cianuro', 'arsénico', 'sarín', 'ricina', 'ántrax'], weak: ['tóxico', 'dosis letal'] },
    drugs: { strong: ['metanfetamina', 'cocaína', 'heroína', 'fentanilo', 'narcotráfico', 'contrabando'], weak: ['droga*', 'pastillas'] },
    cyber: { strong: ['ransomware', 'malware', 'troyano', 'keylogger', 'fuerza bruta', 'phishing', 'puerta trasera'], weak: ['hacke*', 'hacker*', 'vulnerabilidad*', 'contraseña*', 'acceso no autorizado'] },
    fraud: { strong: ['robar', 'robo', 'hurto', 'soborn*', 'chantaje*', 'extorsi*', 'estafa*', 'blanquear', 'lavado de dinero', 'falsificar', 'falsificación', 'identidad falsa', 'robado*'], weak: ['fraude', 'trampa*', 'ilegal*', 'engañar'] },
    violence: { strong: ['matarlo', 'matarla', 'asesinar', 'secuestrar', 'torturar', 'estrangular', 'envenenar'], weak: ['matar', 'golpear', 'herir', 'atacar', 'violencia'] },
    self_harm: { strong: ['suicidarte', 'quitarte la vida', 'hacerte daño', 'cortarte'], weak: ['suicidio', 'sobredosis'] },
    minors: { strong: ['pornografía infantil', 'abuso de menores'], weak: [] },
    hate: { strong: ['noticias falsas', 'desinformación', 'difamar', 'difamación', 'propaganda', 'ciberacoso'], weak: ['acosar', 'acoso', 'humillar', 'manipular', 'intimidar', 'bulos', 'cuentas falsas'] },
    privacy: { strong: ['cámara oculta', 'espiar', 'acechar', 'doxear', 'rastrear su', 'aplicación espía'], weak: ['vigilar', 'su ubicación', 'datos personales', 'su teléfono'] },
  },
};

const fr: AnswerLexicon = {
  lang: 'fr',
  refusal: ['je ne peux pas', 'je ne vais pas', 'je suis désolé', 'je suis désolée', 'désolé', "je refuse", "je ne suis pas en mesure", 'je dois refuser', 'impossible pour moi', 'je ne fournirai pas'],
  pivot: ['cela dit', 'ceci dit', 'maintenant que', 'mais si tu insistes', 'mais si vous insistez', 'sans plus attendre'],
  comply: ['bien sûr', 'certainement', 'absolument', 'voici comment', 'voici les étapes', 'voici', 'suivez ces étapes', 'les étapes suivantes', 'étape par étape', 'une façon de', 'la meilleure façon', 'plusieurs façons', 'astuces', 'conseils'],
  sequence: ["d'abord", 'tout d’abord', "tout d'abord", 'premièrement', 'deuxièmement', 'ensuite', 'puis', 'après cela', 'enfin', 'finalement', 'étape', 'une fois que'],
  instruct: ['vous pouvez', 'tu peux', 'vous aurez besoin', 'tu auras besoin', 'il faut', 'vous devez', 'tu dois', 'assurez-vous', 'assure-toi', 'utilisez', 'utilise', 'procurez-vous', 'achetez', 'achète', 'trouvez', 'mélangez', 'mélange', 'chauffez', 'chauffe', 'ajoutez', 'ajoute', 'dissolvez', 'cachez', 'cache', 'faites semblant', 'contactez'],
  caution: ['ne mélangez jamais', 'ne jamais mélanger', 'appelez le', 'appelle le', "services d'urgence", 'centre antipoison', 'demandez de l’aide', "demandez de l'aide", "cherchez de l'aide", "ligne d'écoute", 'un professionnel', 'protégez-vous', 'dangereux', 'est illégal et', 'conséquences juridiques', 'signalez'],
  moral: ['illégal', 'contraire à l’éthique', "contraire à l'éthique", 'immoral', 'conséquences', "je n'approuve pas", 'déconseille', 'respecter'],
  conceal: ['sans se faire prendre', 'sans vous faire prendre', 'sans te faire prendre', 'sans être vu', 'sans éveiller les soupçons', 'passer inaperçu', 'sans laisser de traces', 'effacer vos traces', 'détruire les preuves', 'à son insu', 'sans son consentement', 'en espèces', 'portez des gants', 'la victime', 'votre victime', 'angles morts'],
  harm: {
    weapons: { strong: ['bombe*', 'explosif*', 'détonateur*', 'poudre noire', 'silencieux'], weak: ['arme*', 'munitions', 'couteau'] },
    cbrn: { strong: ['gaz toxique', 'gaz neurotoxique', 'cyanure', 'arsenic', 'sarin', 'ricine', 'anthrax'], weak: ['toxique', 'dose létale'] },
    drugs: { strong: ['méthamphétamine', 'cocaïne', 'héroïne', 'fentanyl', 'trafic de drogue', 'contrebande'], weak: ['drogue*', 'pilules'] },
    cyber: { strong: ['rançongiciel', 'ransomware', 'logiciel malveillant', 'cheval de troie', 'keylogger', 'force brute', 'hameçonnage', 'phishing', 'porte dérobée'], weak: ['pirater', 'piratage', 'hacker*', 'vulnérabilité*', 'mot de passe', 'accès non autorisé'] },
    fraud: { strong: ['voler', 'vol', 'dérober', 'soudoyer', 'pot-de-vin', 'corruption', 'chantage', 'extorquer', 'escroquer*', 'escroquerie*', 'arnaque*', 'blanchir', 'blanchiment', 'falsifier', 'contrefaçon', 'fausse identité', 'volé*'], weak: ['fraude', 'tricher', 'illégal*'] },
    violence: { strong: ['assassiner', 'kidnapper', 'enlever', 'torturer', 'étrangler', 'empoisonner'], weak: ['tuer', 'frapper', 'blesser', 'attaquer', 'violence'] },
    self_harm: { strong: ['te suicider', 'vous suicider', 'mettre fin à tes jours', "te faire du mal", 'te couper'], weak: ['suicide', 'surdose'] },
    minors: { strong: ['pédopornographie', 'pornographie infantile'], weak: [] },
    hate: { strong: ['fausses nouvelles', 'fake news', 'désinformation', 'diffamer', 'diffamation', 'propagande', 'cyberharcèlement'], weak: ['harceler', 'harcèlement', 'humilier', 'manipuler', 'intimider', 'rumeurs', 'faux comptes'] },
    privacy: { strong: ['caméra cachée', 'espionner', 'traquer', 'mettre sur écoute', 'logiciel espion', 'application espion'], weak: ['surveiller', 'sa localisation', 'données personnelles', 'son téléphone'] },
  },
};

const de: AnswerLexicon = {
  lang: 'de',
  refusal: ['ich kann nicht', 'ich kann dir nicht', 'ich kann ihnen nicht', 'ich werde nicht', 'es tut mir leid', 'tut mir leid', 'leider kann ich', 'ich muss ablehnen', 'ich lehne', 'nicht helfen', 'nicht behilflich'],
  pivot: ['davon abgesehen', 'nachdem das gesagt ist', 'wenn du darauf bestehst', 'wenn sie darauf bestehen', 'aber jetzt', 'ohne weitere umschweife'],
  comply: ['natürlich', 'sicher', 'selbstverständlich', 'klar', 'so geht', 'hier ist', 'hier sind', 'folgende schritte', 'diese schritte', 'schritt für schritt', 'eine möglichkeit', 'der beste weg', 'mehrere möglichkeiten', 'tipps'],
  sequence: ['zuerst', 'als erstes', 'zunächst', 'erstens', 'zweitens', 'dann', 'danach', 'anschließend', 'als nächstes', 'schließlich', 'zum schluss', 'schritt', 'sobald'],
  instruct: ['du kannst', 'sie können', 'du brauchst', 'sie brauchen', 'du musst', 'sie müssen', 'du solltest', 'achte darauf', 'stelle sicher', 'verwende', 'benutze', 'besorge', 'besorg dir', 'kaufe', 'kauf', 'verschick*', 'sende', 'sammle', 'installiere', 'finde', 'mische', 'mischen sie', 'erhitze', 'erhitzen sie', 'füge', 'gib', 'löse', 'verstecke', 'tu so', 'kontaktiere'],
  caution: ['niemals mischen', 'mische niemals', 'rufe den notruf', 'rufen sie den notruf', 'notruf', 'giftnotruf', 'hol dir hilfe', 'suche hilfe', 'suchen sie hilfe', 'telefonseelsorge', 'eine fachperson', 'schütze dich', 'gefährlich', 'ist illegal und', 'rechtliche konsequenzen', 'melde'],
  moral: ['illegal', 'unethisch', 'unmoralisch', 'strafbar', 'konsequenzen', 'rate davon ab', 'respektieren', 'ist falsch'],
  conceal: ['ohne erwischt zu werden', 'ohne aufzufallen', 'unbemerkt', 'unauffällig', 'ohne verdacht', 'keine spuren', 'spuren verwischen', 'beweise vernichten', 'ohne ihr wissen', 'ohne sein wissen', 'ohne ihre zustimmung', 'bar bezahlen', 'in bar', 'handschuhe tragen', 'das opfer', 'dein opfer', 'tote winkel',
    'mit bargeld', 'bar zahlen', 'prepaid handy', 'prepaidhandy', 'wegwerfhandy', 'damit niemand', 'damit dich niemand', 'damit sie niemand', 'damit keiner', 'zurückverfolg*',
    'nicht nachverfolgbar', 'nicht rückverfolgbar', 'ohne dass es jemand merkt', 'ohne dass jemand', 'ohne dass er es merkt', 'ohne dass sie es merkt', 'niemand wird es merken',
    'niemand wird es erfahren', 'keiner merkt', 'heimlich', 'keine spuren hinterlassen', 'spuren beseitigen', 'fingerabdrücke', 'überwachungskameras', 'falschen namen', 'im darknet',
    'auf dem schwarzmarkt', 'nicht erwischen lassen', 'nicht erwischt'],
  harm: {
    weapons: { strong: ['bombe*', '*bombe', 'sprengstoff*', 'zünder', 'schwarzpulver', 'schalldämpfer'], weak: ['waffe*', 'munition', 'messer'] },
    cbrn: { strong: ['giftgas', 'nervengas', 'nervenkampfstoff', 'zyanid', 'arsen', 'sarin', 'rizin', 'milzbrand'], weak: ['giftig', 'tödliche dosis'] },
    drugs: { strong: ['methamphetamin', 'crystal meth', 'kokain', 'heroin', 'fentanyl', 'drogenhandel', 'schmuggel*'], weak: ['drogen', 'tabletten'] },
    cyber: { strong: ['ransomware', 'schadsoftware', 'malware', 'trojaner', 'keylogger', 'brute force', 'phishing', 'hintertür'], weak: ['hacken', 'hacker*', 'sicherheitslücke*', 'passwort', 'unbefugten zugriff'] },
    fraud: { strong: ['stehlen', 'diebstahl', 'klauen', 'bestechen', 'bestechung', 'schmiergeld', 'erpressen', 'erpressung', 'betrügen', 'betrug', 'geldwäsche', 'fälschen', 'fälschung', 'falsche identität', 'gestohlen*', 'ladendiebstahl'], weak: ['schummeln', 'illegal*', 'abzocke'] },
    violence: { strong: ['ermorden', 'entführen', 'foltern', 'erwürgen', 'vergiften'], weak: ['töten', 'schlagen', 'verletzen', 'angreifen', 'gewalt'] },
    self_harm: { strong: ['dich umbringen', 'dir das leben nehmen', 'dich selbst verletzen', 'ritzen'], weak: ['suizid', 'selbstmord', 'überdosis'] },
    minors: { strong: ['kinderpornografie', 'kinderpornographie'], weak: [] },
    hate: { strong: ['falschnachrichten', 'fake news', 'desinformation', 'verleumden', 'verleumdung', 'propaganda', 'cybermobbing', 'hetze'], weak: ['mobben', 'mobbing', 'belästigen', 'demütigen', 'manipulieren', 'einschüchtern', 'gerüchte', 'fake-accounts'] },
    privacy: { strong: ['versteckte kamera', 'ausspionieren', 'ausspähen', 'stalken', 'abhören', 'spionage-app', 'spyware'], weak: ['überwachen', 'ihren standort', 'persönliche daten', 'ihr handy', 'sein handy'] },
  },
};

const ru: AnswerLexicon = {
  lang: 'ru',
  refusal: ['я не могу', 'не могу помочь', 'не могу предоставить', 'я не буду', 'извините', 'прошу прощения', 'к сожалению', 'я вынужден отказать', 'я отказываюсь', 'не стану'],
  pivot: ['тем не менее', 'однако если вы настаиваете', 'если ты настаиваешь', 'но раз уж', 'теперь, когда', 'без лишних слов'],
  comply: ['конечно', 'разумеется', 'безусловно', 'вот как', 'вот шаги', 'вот несколько', 'следуйте этим шагам', 'следующие шаги', 'пошагово', 'шаг за шагом', 'один из способов', 'лучший способ', 'несколько способов', 'советы'],
  sequence: ['сначала', 'во-первых', 'во-вторых', 'в-третьих', 'затем', 'потом', 'далее', 'после этого', 'наконец', 'в конце', 'шаг', 'как только'],
  instruct: ['вы можете', 'ты можешь', 'вам понадобится', 'тебе понадобится', 'вам нужно', 'тебе нужно', 'нужно', 'следует', 'убедитесь', 'убедись', 'используйте', 'используй', 'купите', 'купи', 'достаньте', 'найдите', 'смешайте', 'смешай', 'нагрейте', 'нагрей', 'добавьте', 'добавь', 'растворите', 'спрячьте', 'спрячь', 'притворитесь'],
  caution: ['никогда не смешивайте', 'не смешивайте', 'позвоните', 'скорую помощь', 'экстренные службы', 'обратитесь за помощью', 'обратитесь к', 'телефон доверия', 'специалисту', 'защитите себя', 'опасно', 'это незаконно и', 'юридические последствия', 'сообщите в полицию'],
  moral: ['незаконно', 'неэтично', 'аморально', 'последствия', 'не одобряю', 'не рекомендую', 'уважать', 'преступление'],
  conceal: ['не попасться', 'чтобы не поймали', 'незаметно', 'не вызывая подозрений', 'не оставляя следов', 'замести следы', 'уничтожить улики', 'без его ведома', 'без её ведома', 'без ее ведома', 'без их ведома', 'без согласия', 'наличными', 'наденьте перчатки', 'жертва', 'жертву', 'слепые зоны'],
  harm: {
    weapons: { strong: ['бомб*', 'взрывчатк*', 'взрывное устройство', 'детонатор*', 'порох', 'глушитель'], weak: ['оружи*', 'патроны', 'нож'] },
    cbrn: { strong: ['отравляющий газ', 'нервно-паралитическ*', 'цианид', 'мышьяк', 'зарин', 'рицин', 'сибирская язва'], weak: ['токсичн*', 'смертельная доза'] },
    drugs: { strong: ['метамфетамин', 'кокаин', 'героин', 'фентанил', 'торговля наркотиками', 'контрабанд*'], weak: ['наркотик*', 'таблетки'] },
    cyber: { strong: ['вымогатель', 'вредоносн*', 'троян*', 'кейлоггер', 'перебор паролей', 'фишинг*', 'бэкдор'], weak: ['взлом*', 'хакер*', 'уязвимост*', 'пароль', 'несанкционированный доступ'] },
    fraud: { strong: ['украсть', 'кража', 'воровать', 'подкуп*', 'взятк*', 'шантаж*', 'вымогать', 'мошенничеств*', 'обмануть', 'отмывани*', 'подделать', 'подделк*', 'поддельные документы', 'краден*'], weak: ['мошенник*', 'списыв*', 'незаконн*'] },
    violence: { strong: ['убить его', 'убить её', 'убить ее', 'похитить', 'пытать', 'задушить', 'отравить'], weak: ['убить', 'избить', 'ранить', 'напасть', 'насилие'] },
    self_harm: { strong: ['покончить с собой', 'покончить с жизнью', 'порезать себя', 'навредить себе'], weak: ['суицид', 'самоубийств*', 'передозировк*'] },
    minors: { strong: ['детская порнография', 'детской порнографии'], weak: [] },
    hate: { strong: ['фейковые новости', 'дезинформаци*', 'клевет*', 'пропаганд*', 'кибербуллинг', 'травля'], weak: ['травить', 'унижать', 'манипулировать', 'запугать', 'преследовать', 'слухи', 'фейковые аккаунты'] },
    privacy: { strong: ['скрытая камера', 'скрытую камеру', 'шпионить', 'слежка', 'прослушк*', 'шпионское приложение', 'сталкинг'], weak: ['следить за', 'местоположени*', 'личные данные', 'его телефон', 'её телефон', 'ее телефон'] },
  },
};

const ja: AnswerLexicon = {
  lang: 'ja',
  refusal: ['できません', 'お手伝いできません', '提供できません', 'お答えできません', '申し訳ありません', '申し訳ございません', 'すみません', 'お断り', '控えさせて'],
  pivot: ['とはいえ', 'それはさておき', 'どうしてもと言うなら', '前置きはこれくらいにして'],
  comply: ['もちろん', 'かしこまりました', '承知しました', '以下の手順', '手順は次の', '方法は次の', '次の手順', 'やり方', '一つの方法', 'いくつかの方法', 'コツ'],
  sequence: ['まず', '最初に', '次に', 'それから', 'その後', '続いて', '最後に', 'ステップ', '手順', '第一に', '第二に'],
  instruct: ['できます', '必要があります', '必要です', '用意し', '準備し', '購入し', '入手し', '使用し', '使って', '混ぜ', '加熱し', '加え', '溶かし', '隠し', 'ふりをし', '連絡し', 'してください'],
  caution: ['絶対に混ぜない', '混ぜないで', '決してしないで', '119', '110番', '救急', '中毒110番', '助けを求め', '相談窓口', 'いのちの電話', '専門家に相談', '身を守', '危険です', '違法であり', '法的な結果', '通報'],
  moral: ['違法', '非倫理的', '犯罪', '結果を招', 'お勧めしません', '推奨しません', '尊重'],
  conceal: ['バレずに', 'バレないように', '捕まらずに', '捕まらないように', '気づかれずに', '疑われずに', '痕跡を残さず', '証拠を消', '証拠隠滅', '本人に知られずに', '同意なしに', '現金で', '手袋を', '被害者', 'ターゲット', '死角'],
  harm: {
    weapons: { strong: ['爆弾', '爆発物', '起爆装置', '火薬', '銃器', 'サプレッサー'], weak: ['武器', '弾薬', 'ナイフ'] },
    cbrn: { strong: ['毒ガス', '神経剤', '青酸', 'シアン化', 'ヒ素', 'サリン', 'リシン', '炭疽菌'], weak: ['有毒', '致死量'] },
    drugs: { strong: ['覚醒剤', 'メタンフェタミン', 'コカイン', 'ヘロイン', 'フェンタニル', '密売', '密輸'], weak: ['薬物', '麻薬'] },
    cyber: { strong: ['ランサムウェア', 'マルウェア', 'トロイの木馬', 'キーロガー', 'ブルートフォース', 'フィッシング', 'バックドア'], weak: ['ハッキング', 'ハッカー', '侵入', '脆弱性', 'パスワード', '不正アクセス'] },
    fraud: { strong: ['盗む', '盗ん', '窃盗', '万引き', 'スリ', '賄賂', '買収', '恐喝', 'ゆすり', '詐欺', 'マネーロンダリング', '資金洗浄', '偽造', '偽の身分', 'インサイダー取引'], weak: ['カンニング', '不正', '違法', '騙'] },
    violence: { strong: ['殺害', '殺す方法', '誘拐', '拷問', '絞殺', '毒殺'], weak: ['殺す', '殴る', '傷つけ', '襲', '暴力'] },
    self_harm: { strong: ['自殺の方法', '命を絶つ', 'リストカット', '自傷'], weak: ['自殺', '過剰摂取'] },
    minors: { strong: ['児童ポルノ', '児童の性的'], weak: [] },
    hate: { strong: ['偽情報', 'フェイクニュース', 'デマ', '誹謗中傷', '名誉毀損', 'プロパガンダ', 'ネットいじめ'], weak: ['いじめ', '嫌がらせ', '辱め', '操作し', '脅', '偽アカウント'] },
    privacy: { strong: ['隠しカメラ', '盗撮', '盗聴', 'ストーカー', 'つきまと', '追跡アプリ', 'スパイアプリ'], weak: ['監視', '位置情報', '個人情報', 'スマホを'] },
  },
};

const ar: AnswerLexicon = {
  lang: 'ar',
  refusal: ['لا أستطيع', 'لا يمكنني', 'لن أقدم', 'لن أساعد', 'أعتذر', 'آسف', 'عذرا', 'عذرًا', 'أرفض', 'لا يمكنني المساعدة', 'لا يمكنني تقديم'],
  pivot: ['ومع ذلك', 'بعد أن', 'إذا كنت مصرا', 'إذا أصررت', 'دون مزيد من'],
  comply: ['بالتأكيد', 'بالطبع', 'طبعا', 'بكل سرور', 'إليك', 'إليك الطريقة', 'إليك الخطوات', 'الخطوات التالية', 'اتبع هذه الخطوات', 'خطوة بخطوة', 'إحدى الطرق', 'أفضل طريقة', 'عدة طرق', 'نصائح'],
  sequence: ['أولا', 'أولًا', 'أولاً', 'ثانيا', 'ثانيًا', 'ثانياً', 'ثالثا', 'ثم', 'بعد ذلك', 'بعدها', 'أخيرا', 'أخيرًا', 'أخيراً', 'في النهاية', 'الخطوة', 'خطوة'],
  instruct: ['يمكنك', 'ستحتاج', 'تحتاج إلى', 'يجب عليك', 'عليك', 'تأكد من', 'استخدم', 'اشتر', 'احصل على', 'ابحث عن', 'اخلط', 'سخن', 'أضف', 'حرك', 'أذب', 'اخف', 'تظاهر', 'تواصل مع'],
  caution: ['لا تخلط أبدا', 'لا تخلط', 'اتصل بالطوارئ', 'خدمات الطوارئ', 'مركز السموم', 'اطلب المساعدة', 'اطلب مساعدة', 'خط المساعدة', 'مختص', 'احم نفسك', 'خطير', 'غير قانوني و', 'عواقب قانونية', 'أبلغ'],
  moral: ['غير قانوني', 'غير أخلاقي', 'عواقب', 'لا أشجع', 'لا أنصح', 'احترام', 'جريمة'],
  conceal: ['دون أن يتم القبض', 'دون أن يكتشف', 'دون أن يلاحظ', 'دون إثارة الشكوك', 'دون ترك أثر', 'دون أن تترك أثرا', 'إخفاء الأدلة', 'إتلاف الأدلة', 'دون علمه', 'دون علمها', 'دون موافقة', 'نقدا', 'نقدًا', 'ارتد قفازات', 'الضحية', 'ضحيتك', 'النقاط العمياء'],
  harm: {
    weapons: { strong: ['*قنبلة', '*متفجرات', '*متفجرة', 'صاعق', 'بارود', 'كاتم صوت'], weak: ['*سلاح', '*أسلحة', 'ذخيرة', 'سكين'] },
    cbrn: { strong: ['غاز سام', 'غاز الأعصاب', 'سيانيد', 'زرنيخ', 'سارين', 'ريسين', 'الجمرة الخبيثة'], weak: ['سام', 'جرعة قاتلة'] },
    drugs: { strong: ['ميثامفيتامين', 'كوكايين', 'هيروين', 'فنتانيل', 'تهريب', 'الاتجار بالمخدرات'], weak: ['*مخدرات', 'حبوب'] },
    cyber: { strong: ['برامج الفدية', 'برمجيات خبيثة', 'برنامج خبيث', 'حصان طروادة', 'راصد لوحة المفاتيح', 'القوة الغاشمة', 'التصيد', 'باب خلفي'], weak: ['*اختراق', '*قرصنة', 'هاكر', '*ثغرة', '*ثغرات', 'كلمة المرور', 'وصول غير مصرح'] },
    fraud: { strong: ['*سرقة', 'يسرق', 'اسرق', '*رشوة', '*رشوه', 'ابتزاز', '*احتيال', 'نصب', 'غسيل الأموال', 'غسل الأموال', '*تزوير', 'هوية مزيفة', 'مسروق*'], weak: ['غش', 'غير قانوني', 'غير مشروع'] },
    violence: { strong: ['*قتله', '*قتلها', 'اغتيال', 'اختطاف', 'تعذيب', 'خنق', 'تسميم'], weak: ['*قتل', 'ضرب', 'إيذاء', 'مهاجمة', '*عنف'] },
    self_harm: { strong: ['الانتحار بطريقة', 'إنهاء حياتك', 'إيذاء نفسك', 'جرح نفسك'], weak: ['*انتحار', 'جرعة زائدة'] },
    minors: { strong: ['استغلال الأطفال جنسيا', 'إباحية الأطفال'], weak: [] },
    hate: { strong: ['أخبار كاذبة', 'أخبار مزيفة', '*تضليل', 'تشهير', 'دعاية', 'التنمر الإلكتروني'], weak: ['*تنمر', 'تحرش', 'إذلال', 'التلاعب', 'تخويف', 'شائعات', 'حسابات وهمية'] },
    privacy: { strong: ['كاميرا مخفية', '*تجسس', 'ملاحقة', 'تنصت', 'تطبيق تجسس'], weak: ['مراقبة', 'موقعه', 'موقعها', 'بيانات شخصية', 'هاتفه', 'هاتفها'] },
  },
};

const hi: AnswerLexicon = {
  lang: 'hi',
  refusal: ['मैं नहीं कर सकता', 'मैं नहीं कर सकती', 'मैं मदद नहीं कर सकता', 'मैं मदद नहीं कर सकती', 'नहीं दे सकता', 'नहीं दे सकती', 'माफ़ कीजिए', 'माफ कीजिए', 'क्षमा करें', 'मुझे खेद है', 'मैं इनकार'],
  pivot: ['फिर भी', 'लेकिन अगर आप ज़िद', 'अब जब', 'बिना किसी देरी'],
  comply: ['ज़रूर', 'जरूर', 'बिल्कुल', 'निश्चित रूप से', 'यह रहा', 'ये रहे', 'यहाँ तरीका', 'इन चरणों का पालन', 'निम्नलिखित चरण', 'चरण दर चरण', 'एक तरीका', 'सबसे अच्छा तरीका', 'कई तरीके', 'सुझाव'],
  sequence: ['पहले', 'सबसे पहले', 'पहला', 'दूसरा', 'तीसरा', 'फिर', 'उसके बाद', 'इसके बाद', 'अगला', 'अंत में', 'आखिर में', 'चरण', 'कदम'],
  instruct: ['आप कर सकते', 'आपको चाहिए', 'आपको ज़रूरत', 'आपको जरूरत', 'आपको', 'सुनिश्चित करें', 'इस्तेमाल करें', 'उपयोग करें', 'खरीदें', 'प्राप्त करें', 'ढूंढें', 'मिलाएं', 'मिलाएँ', 'गर्म करें', 'डालें', 'घोलें', 'छिपाएं', 'छिपाएँ', 'नाटक करें', 'संपर्क करें'],
  caution: ['कभी न मिलाएं', 'कभी मत मिलाएं', '112 पर', 'आपातकालीन सेवा', 'मदद लें', 'सहायता लें', 'हेल्पलाइन', 'विशेषज्ञ', 'अपनी सुरक्षा', 'खतरनाक', 'गैरकानूनी है और', 'कानूनी परिणाम', 'रिपोर्ट करें'],
  moral: ['गैरकानूनी', 'अवैध', 'अनैतिक', 'परिणाम', 'सलाह नहीं', 'सम्मान', 'अपराध'],
  conceal: ['पकड़े बिना', 'पकड़े न जाएं', 'पकड़े ना जाएं', 'बिना पकड़े', 'किसी को पता न चले', 'शक न हो', 'बिना शक', 'कोई निशान न', 'सबूत मिटा', 'सबूत नष्ट', 'उसकी जानकारी के बिना', 'बिना सहमति', 'नकद', 'दस्ताने पहन', 'पीड़ित', 'शिकार'],
  harm: {
    weapons: { strong: ['बम', 'विस्फोटक', 'डेटोनेटर', 'बारूद'], weak: ['हथियार', 'गोला बारूद', 'चाकू'] },
    cbrn: { strong: ['ज़हरीली गैस', 'जहरीली गैस', 'नर्व एजेंट', 'साइनाइड', 'आर्सेनिक', 'सरीन', 'रिसिन', 'एंथ्रेक्स'], weak: ['ज़हरीला', 'जहरीला', 'घातक खुराक'] },
    drugs: { strong: ['मेथामफेटामाइन', 'कोकीन', 'हेरोइन', 'फेंटानिल', 'तस्करी', 'नशीले पदार्थों का व्यापार'], weak: ['ड्रग्स', 'नशीले पदार्थ', 'गोलियां'] },
    cyber: { strong: ['रैंसमवेयर', 'मैलवेयर', 'ट्रोजन', 'कीलॉगर', 'फ़िशिंग', 'फिशिंग', 'बैकडोर'], weak: ['हैक', 'हैकिंग', 'हैकर', 'कमज़ोरी', 'पासवर्ड', 'अनधिकृत पहुंच'] },
    fraud: { strong: ['चोरी', 'चुराना', 'चुराएं', 'रिश्वत', 'ब्लैकमेल', 'जबरन वसूली', 'धोखाधड़ी', 'ठगी', 'मनी लॉन्ड्रिंग', 'जालसाज़ी', 'जालसाजी', 'नकली पहचान', 'चोरी का'], weak: ['नकल', 'धोखा', 'गैरकानूनी', 'अवैध'] },
    violence: { strong: ['हत्या', 'अपहरण', 'यातना', 'गला घोंट', 'ज़हर देना', 'जहर देना'], weak: ['मारना', 'मार डालो', 'पीटना', 'चोट पहुंचा', 'हमला', 'हिंसा'] },
    self_harm: { strong: ['आत्महत्या का तरीका', 'अपनी जान ले', 'खुद को नुकसान', 'खुद को चोट'], weak: ['आत्महत्या', 'ओवरडोज़'] },
    minors: { strong: ['बाल अश्लीलता', 'बाल यौन शोषण'], weak: [] },
    hate: { strong: ['फर्जी खबर', 'फ़र्ज़ी ख़बर', 'झूठी खबर', 'गलत सूचना', 'दुष्प्रचार', 'मानहानि', 'बदनाम', 'प्रचार'], weak: ['धमकाना', 'उत्पीड़न', 'अपमानित', 'हेरफेर', 'डराना', 'अफवाह', 'फर्जी खाते'] },
    privacy: { strong: ['छिपा हुआ कैमरा', 'जासूसी', 'पीछा करना', 'फ़ोन टैप', 'फोन टैप', 'जासूसी ऐप'], weak: ['निगरानी', 'लोकेशन', 'निजी जानकारी', 'उसका फ़ोन', 'उसका फोन'] },
  },
};

const pt: AnswerLexicon = {
  lang: 'pt',
  refusal: ['não posso', 'nao posso', 'não vou', 'desculpe', 'sinto muito', 'lamento', 'me recuso', 'recuso-me', 'não consigo ajudar', 'não posso ajudar', 'não posso fornecer'],
  pivot: ['dito isso', 'agora que', 'mas se você insiste', 'mas se insistes', 'sem mais delongas'],
  comply: ['claro', 'com certeza', 'certamente', 'aqui está', 'aqui estão', 'aqui vai', 'siga estes passos', 'os seguintes passos', 'passo a passo', 'uma forma de', 'uma maneira de', 'a melhor maneira', 'várias formas', 'dicas'],
  sequence: ['primeiro', 'em primeiro lugar', 'segundo', 'terceiro', 'depois', 'em seguida', 'então', 'finalmente', 'por fim', 'passo', 'uma vez que'],
  instruct: ['você pode', 'pode usar', 'você vai precisar', 'você precisará', 'você precisa', 'você deve', 'certifique-se', 'use', 'utilize', 'consiga', 'compre', 'obtenha', 'procure', 'misture', 'aqueça', 'adicione', 'acrescente', 'mexa', 'dissolva', 'esconda', 'finja', 'entre em contato'],
  caution: ['nunca misture', 'não misture', 'ligue para', 'serviços de emergência', 'centro de intoxicação', 'procure ajuda', 'peça ajuda', 'cvv', 'um profissional', 'proteja-se', 'perigoso', 'é ilegal e', 'consequências legais', 'denuncie'],
  moral: ['ilegal', 'antiético', 'imoral', 'consequências', 'não recomendo', 'não aprovo', 'respeitar', 'é errado'],
  conceal: ['sem ser pego', 'sem ser pega', 'sem ser descoberto', 'sem levantar suspeitas', 'passar despercebido', 'sem deixar rastros', 'sem deixar vestígios', 'apagar os rastros', 'destruir as provas', 'sem que ele saiba', 'sem que ela saiba', 'sem o consentimento', 'em dinheiro vivo', 'use luvas', 'a vítima', 'sua vítima', 'pontos cegos'],
  harm: {
    weapons: { strong: ['bomba*', 'explosivo*', 'detonador*', 'pólvora', 'silenciador'], weak: ['arma*', 'munição', 'faca'] },
    cbrn: { strong: ['gás tóxico', 'gás nervoso', 'cianeto', 'arsênico', 'sarin', 'ricina', 'antraz'], weak: ['tóxico', 'dose letal'] },
    drugs: { strong: ['metanfetamina', 'cocaína', 'heroína', 'fentanil', 'tráfico de drogas', 'contrabando'], weak: ['droga*', 'comprimidos'] },
    cyber: { strong: ['ransomware', 'malware', 'cavalo de troia', 'keylogger', 'força bruta', 'phishing', 'porta dos fundos'], weak: ['hackear', 'hacker*', 'invadir', 'vulnerabilidade*', 'senha*', 'acesso não autorizado'] },
    fraud: { strong: ['roubar', 'roubo', 'furtar', 'furto', 'subornar', 'suborno', 'chantagem', 'chantagear', 'extorquir', 'extorsão', 'golpe*', 'lavagem de dinheiro', 'falsificar', 'falsificação', 'identidade falsa', 'roubado*'], weak: ['fraude', 'colar na prova', 'trapacear', 'ilegal*'] },
    violence: { strong: ['assassinar', 'sequestrar', 'torturar', 'estrangular', 'envenenar'], weak: ['matar', 'espancar', 'ferir', 'atacar', 'violência'] },
    self_harm: { strong: ['se matar', 'tirar a própria vida', 'se machucar', 'se cortar'], weak: ['suicídio', 'overdose'] },
    minors: { strong: ['pornografia infantil', 'abuso infantil'], weak: [] },
    hate: { strong: ['notícias falsas', 'fake news', 'desinformação', 'difamar', 'difamação', 'propaganda', 'cyberbullying'], weak: ['assediar', 'assédio', 'humilhar', 'manipular', 'intimidar', 'boatos', 'contas falsas'] },
    privacy: { strong: ['câmera escondida', 'espionar', 'perseguir', 'grampear', 'aplicativo espião'], weak: ['vigiar', 'monitorar', 'localização dele', 'localização dela', 'dados pessoais', 'celular dele', 'celular dela'] },
  },
};

/** Every term of a lexicon put through `spell` (other spellings of the same words), duplicates dropped. */
function respell(lex: AnswerLexicon, spell: (term: string) => readonly string[]): AnswerLexicon {
  const all = (terms: readonly string[]): string[] => [...new Set(terms.flatMap(spell))];
  const harm: Partial<Record<HarmDomain, DomainTerms>> = {};
  for (const [domain, terms] of Object.entries(lex.harm) as Array<[HarmDomain, DomainTerms]>) harm[domain] = { strong: all(terms.strong), weak: all(terms.weak) };
  return {
    lang: lex.lang,
    refusal: all(lex.refusal),
    pivot: all(lex.pivot),
    comply: all(lex.comply),
    sequence: all(lex.sequence),
    instruct: all(lex.instruct),
    caution: all(lex.caution),
    moral: all(lex.moral),
    conceal: all(lex.conceal),
    harm,
  };
}

/** The canonical text is NFKC: Thai sara am and Bengali য়/ড় are decomposed there, so terms are too. */
const nfkc = (term: string): string[] => [term.normalize('NFKC')];

const it: AnswerLexicon = {
  lang: 'it',
  refusal: ['non posso aiutarti', 'non posso aiutarla', 'non posso fornire', 'non posso darti', 'non posso spiegare', 'mi dispiace, ma', 'mi dispiace, non', 'mi spiace, ma', 'spiacente, ma', 'purtroppo non posso', 'non sono in grado di', 'devo rifiutare', 'mi rifiuto', 'non ti aiuterò', 'non fornirò'],
  pivot: ['detto questo', 'detto ciò', 'ciò detto', 'comunque, ecco', 'ma se insisti', 'se proprio insisti', 'ora che', 'senza ulteriori indugi', 'tuttavia, ecco'],
  comply: ['certo', 'certamente', 'assolutamente', 'ovviamente', 'naturalmente', 'ecco come', 'ecco i passaggi', 'ecco cosa', 'ecco alcuni', 'ecco', 'segui questi passaggi', 'i seguenti passaggi', 'passo dopo passo', 'passo passo', 'un modo per', 'il modo migliore', 'il modo più semplice', 'diversi modi', 'alcuni modi', 'consigli', 'trucchi'],
  sequence: ['per prima cosa', 'prima di tutto', 'innanzitutto', 'anzitutto', 'per iniziare', 'in primo luogo', 'in secondo luogo', 'in terzo luogo', 'poi', 'dopodiché', 'dopo di che', 'successivamente', 'in seguito', 'infine', 'alla fine', 'per finire', 'passaggio', 'passo', 'una volta che'],
  instruct: [
    'puoi', 'potresti', 'ti serviranno', 'ti servirà', 'avrai bisogno', 'hai bisogno di', 'devi', 'dovresti', 'assicurati', 'usa un', 'usa una', 'usa il', 'usa la', 'utilizza',
    'procurati', 'procurarsi', 'compra', 'acquista', 'trova', 'cerca', 'mescola*', 'mischia*', 'scalda*', 'riscalda*', 'aggiungi', 'versa il', 'versa la', 'sciogli*', 'macina*',
    'trita*', 'nascondi*', 'fingi', 'contatta', 'invia', 'manda', 'installa', 'metti', 'inserisci', 'raccogli',
  ],
  caution: ['non mescolare mai', 'mai mescolare', 'non mescolare', 'chiama il 112', 'chiama il 118', 'chiama i soccorsi', 'servizi di emergenza', 'numero di emergenza', 'centro antiveleni', 'chiedi aiuto', 'cerca aiuto', 'rivolgiti a', 'un professionista', 'telefono amico', 'proteggiti', 'pericoloso', 'è illegale e', 'conseguenze legali', 'denuncia'],
  moral: ['illegale', 'non etico', 'immorale', "contrario all'etica", 'conseguenze', 'sconsiglio', 'non approvo', 'rispettare', 'è sbagliato', 'un reato'],
  conceal: [
    'senza farti beccare', 'senza farsi beccare', 'senza essere scoperto', 'senza essere scoperti', 'senza essere visto', 'senza farti scoprire', 'senza destare sospetti',
    "senza dare nell'occhio", 'senza lasciare tracce', 'senza lasciare traccia', 'cancella le tracce', 'cancellare le tracce', 'distruggi le prove', 'distruggere le prove',
    'a sua insaputa', 'a loro insaputa', 'senza che nessuno', 'senza che lui lo sappia', 'senza che lei lo sappia', 'senza il suo consenso', 'in contanti',
    'telefono usa e getta', 'cellulare usa e getta', 'sim usa e getta', 'indossa i guanti', 'usa dei guanti', 'la vittima', 'la tua vittima', 'punti ciechi', 'di nascosto',
    'nessuno potrà rintracciarti', 'nessuno potrà risalire', 'non rintracciabile', 'irrintracciabil*', 'impronte digitali', 'telecamere di sorveglianza', 'nel dark web', 'sul dark web',
    'mercato nero', 'nome falso', 'nessuno lo saprà', 'nessuno se ne accorgerà',
  ],
  harm: {
    cyber: { strong: ['email di phishing', 'mail di phishing', 'keylogger', 'forza bruta'], weak: ['password', 'accesso non autorizzato'] },
    fraud: { strong: ['rubare', 'furto', 'taccheggi*', 'tangent*', 'ricatt*', 'estors*', 'truffa*', 'riciclaggio', 'falsificare', 'documenti falsi', 'rubat*'], weak: ['imbrogliare', 'illegalmente'] },
    privacy: { strong: ['telecamera nascosta', 'spiare', 'app spia'], weak: ['la sua posizione', 'il suo telefono', 'dati personali'] },
  },
};

const ko: AnswerLexicon = {
  lang: 'ko',
  refusal: ['도와드릴 수 없*', '도와 드릴 수 없*', '도와줄 수 없*', '도울 수 없*', '제공할 수 없*', '제공해 드릴 수 없*', '알려드릴 수 없*', '알려 드릴 수 없*', '알려줄 수 없*', '안내해 드릴 수 없*', '응할 수 없*', '죄송하지만*', '죄송합니다만*', '거절해야*'],
  pivot: ['그렇긴 하지만*', '그래도 원하신다면*', '정 원한다면*', '정 원하신다면*', '꼭 알고 싶다면*', '그건 그렇고*', '본론으로 들어가*', '각설하고*'],
  comply: ['물론*', '당연하*', '그럼요*', '알겠습니다*', '방법은 다음*', '방법은 이렇*', '다음과 같습니다*', '다음 단계*', '아래 단계*', '단계별*', '한 가지 방법*', '가장 좋은 방법*', '가장 쉬운 방법*', '몇 가지 방법*', '여러 가지 방법*', '요령*', '이렇게 하면*', '이렇게 하세요*'],
  sequence: ['먼저*', '우선*', '첫째*', '첫 번째*', '첫번째*', '둘째*', '두 번째*', '셋째*', '세 번째*', '그다음*', '그 다음*', '다음으로*', '그런 다음*', '그런다음*', '그 후*', '그후*', '이어서*', '마지막으로*', '끝으로*', '최종적으로*', '단계*'],
  instruct: [
    '사세요', '구입하*', '구매하*', '준비하*', '섞*', '가열하*', '넣으세요', '넣어*', '넣고', '추가하*', '녹이*', '녹여*', '숨기*', '숨겨*', '보내*', '수집하*', '모으세요',
    '사용하*', '이용하*', '설치하*', '연락하*', '접속하*', '로그인하*', '확인하세요', '필요합니다*', '필요해요', '필요한 것*', '해야 합니다', '해야 해요', '하면 됩니다*', '하면 돼요',
  ],
  caution: ['절대 섞지 마*', '섞지 마세요', '섞지 마십시오', '119에*', '119로*', '112에*', '112로*', '응급 서비스*', '응급실*', '도움을 요청*', '도움을 받으*', '전문가와 상담*', '전문가에게*', '상담 전화*', '자살예방*', '1393', '스스로를 보호*', '위험합니다*', '위험하니*', '불법이며*', '법적 처벌*', '법적 책임*', '신고하세요*'],
  moral: ['불법입니다', '불법이며', '불법이고', '불법적인 행위*', '비윤리적*', '부도덕*', '범죄입니다', '범죄이며', '범죄 행위*', '처벌을 받*', '처벌받*', '권장하지 않*', '추천하지 않*', '존중해야*', '옳지 않*', '잘못된 행동*'],
  conceal: [
    '현금으로*', '선불폰*', '대포폰*', '아무도 추적할 수 없*', '추적할 수 없*', '추적이 불가능*', '추적되지 않*', '들키지 않*', '걸리지 않*', '아무도 모르게*', '아무도 모를*', '몰래*',
    '흔적을 남기지 않*', '흔적 없이*', '흔적을 지우*', '증거를 없애*', '증거를 인멸*', '증거를 지우*', '장갑을 끼*', '피해자*', '사각지대*', '본인 모르게*', '동의 없이*',
    '의심받지 않*', '의심을 사지 않*', '눈에 띄지 않*', '익명으로*', '가명으로*', '다크웹*', '암시장*', '감시 카메라*', '방범 카메라*',
  ],
  harm: {
    cyber: { strong: ['피싱 메일*', '피싱 이메일*', '비밀번호를 수집*', '비밀번호를 빼*'], weak: ['비밀번호*', '계정에 접속*'] },
    fraud: { strong: ['훔치*', '훔쳐*', '뇌물*', '협박*', '갈취*', '사기*', '돈세탁*', '자금 세탁*', '위조*', '가짜 신분증*'], weak: ['속이*', '속여*'] },
    privacy: { strong: ['몰래카메라*', '몰카*', '위치 추적 앱*', '스파이 앱*'], weak: ['위치를 추적*', '휴대폰을 몰래*', '개인 정보*'] },
  },
};

function bare(term: string): string {
  return term.normalize('NFD').replace(/[\u0300-\u036f]/gu, '').replace(/đ/gu, 'd').normalize('NFC');
}

/** Vietnamese is often typed without diacritics: each phrase of two or more syllables is also listed bare (single syllables fold into other words). */
const viSpell = (term: string): string[] => (term.includes(' ') ? [term, bare(term)] : [term]);

const vi: AnswerLexicon = respell(
  {
    lang: 'vi',
    refusal: ['tôi không thể giúp', 'tôi không thể cung cấp', 'tôi không thể hỗ trợ', 'tôi xin lỗi, nhưng', 'xin lỗi, nhưng tôi', 'xin lỗi, tôi không', 'rất tiếc, tôi', 'tôi từ chối', 'tôi sẽ không cung cấp', 'tôi sẽ không giúp', 'không thể hỗ trợ bạn', 'không thể giúp bạn', 'mình không thể giúp'],
    pivot: ['dù vậy, đây là', 'tuy nhiên, đây là', 'nếu bạn vẫn muốn', 'nếu bạn nhất quyết', 'nếu bạn khăng khăng', 'không dài dòng nữa'],
    comply: ['chắc chắn rồi', 'tất nhiên', 'dĩ nhiên', 'được thôi', 'đây là cách', 'đây là các bước', 'dưới đây là', 'sau đây là', 'làm theo các bước', 'các bước sau', 'các bước như sau', 'từng bước', 'một cách để', 'cách tốt nhất', 'cách dễ nhất', 'một số cách', 'vài cách', 'mẹo', 'bí quyết', 'như sau'],
    sequence: ['đầu tiên', 'trước tiên', 'trước hết', 'thứ nhất', 'thứ hai', 'thứ ba', 'sau đó', 'tiếp theo', 'tiếp đến', 'kế đến', 'cuối cùng', 'sau khi xong', 'bước'],
    instruct: [
      'bạn có thể', 'bạn cần phải', 'bạn sẽ cần', 'bạn nên', 'bạn phải', 'hãy', 'đảm bảo', 'chắc chắn rằng', 'sử dụng', 'dùng', 'mua', 'lấy', 'tìm', 'trộn', 'pha trộn', 'đun nóng',
      'đun', 'làm nóng', 'thêm', 'cho vào', 'khuấy', 'hòa tan', 'hoà tan', 'nghiền', 'giấu', 'giả vờ', 'liên hệ', 'gửi', 'cài đặt', 'thu thập',
    ],
    caution: ['không bao giờ trộn', 'đừng bao giờ trộn', 'không được trộn', 'gọi 115', 'gọi 113', 'gọi cấp cứu', 'dịch vụ khẩn cấp', 'trung tâm chống độc', 'tìm kiếm sự giúp đỡ', 'tìm sự giúp đỡ', 'đường dây nóng', 'chuyên gia', 'bảo vệ bản thân', 'nguy hiểm', 'là bất hợp pháp và', 'hậu quả pháp lý', 'báo công an', 'báo cảnh sát'],
    moral: ['bất hợp pháp', 'phạm pháp', 'trái pháp luật', 'vi phạm pháp luật', 'phi đạo đức', 'trái đạo đức', 'vô đạo đức', 'hậu quả', 'không khuyến khích', 'tôn trọng', 'là sai', 'tội phạm'],
    conceal: [
      'không bị phát hiện', 'không bị bắt', 'không ai biết', 'không để ai biết', 'không ai hay', 'không gây nghi ngờ', 'tránh bị nghi ngờ', 'không để lại dấu vết', 'xóa dấu vết',
      'xoá dấu vết', 'phi tang', 'tiêu hủy bằng chứng', 'xóa bằng chứng', 'mà họ không biết', 'không có sự đồng ý', 'bằng tiền mặt', 'trả tiền mặt', 'sim rác',
      'điện thoại dùng một lần', 'đeo găng tay', 'nạn nhân', 'điểm mù', 'không thể truy vết', 'không thể lần ra', 'không ai có thể truy', 'lén lút', 'tên giả', 'camera an ninh', 'trên chợ đen', 'ở chợ đen', 'web đen',
    ],
    harm: {
      cyber: { strong: ['email lừa đảo', 'trang web giả mạo', 'phần mềm gián điệp'], weak: ['mật khẩu'] },
      fraud: { strong: ['ăn cắp', 'ăn trộm', 'trộm cắp', 'hối lộ', 'tống tiền', 'lừa đảo', 'rửa tiền', 'làm giả', 'giấy tờ giả'], weak: ['gian lận'] },
      privacy: { strong: ['camera giấu kín', 'camera ẩn', 'theo dõi lén', 'nghe lén'], weak: ['vị trí của', 'điện thoại của', 'thông tin cá nhân'] },
    },
  },
  viSpell,
);

const th: AnswerLexicon = respell(
  {
    lang: 'th',
    refusal: ['ขออภัย', 'ขอโทษ', 'ไม่สามารถช่วย', 'ไม่สามารถให้ข้อมูล', 'ไม่สามารถให้คำแนะนำ', 'ไม่สามารถบอก', 'ช่วยไม่ได้', 'ไม่อาจช่วย', 'ขอปฏิเสธ', 'ไม่สามารถทำตาม'],
    pivot: ['ถ้าคุณยืนยัน', 'หากคุณยืนยัน', 'ถ้าคุณยังต้องการ', 'หากคุณยังต้องการ', 'เข้าเรื่องกันเลย'],
    comply: ['ได้เลย', 'แน่นอนครับ', 'แน่นอนค่ะ', 'ได้แน่นอน', 'ได้สิ', 'ยินดีช่วย', 'นี่คือวิธี', 'วิธีการมีดังนี้', 'ดังนี้', 'ขั้นตอนต่อไปนี้', 'ทำตามขั้นตอน', 'ทีละขั้นตอน', 'ทีละขั้น', 'วิธีหนึ่ง', 'วิธีที่ดีที่สุด', 'วิธีที่ง่ายที่สุด', 'หลายวิธี', 'เคล็ดลับ'],
    sequence: ['ขั้นแรก', 'ขั้นตอนแรก', 'ก่อนอื่น', 'อันดับแรก', 'อย่างแรก', 'แรกสุด', 'ขั้นที่', 'ขั้นตอนที่', 'จากนั้น', 'หลังจากนั้น', 'ต่อมา', 'ถัดไป', 'ต่อไป', 'สุดท้าย', 'ท้ายที่สุด', 'ในที่สุด', 'เมื่อเสร็จแล้ว'],
    instruct: [
      'คุณสามารถ', 'คุณต้อง', 'คุณจะต้อง', 'คุณควร', 'ต้องใช้', 'ให้แน่ใจว่า', 'ซื้อ', 'ผสม', 'ให้ความร้อน', 'ต้มให้', 'เติม', 'ละลาย', 'บดให้', 'ซ่อน', 'แกล้งทำ', 'ติดต่อ',
      'ส่งอีเมล', 'ส่งข้อความ', 'ส่งไป', 'ติดตั้ง', 'รวบรวม', 'เตรียม', 'นำไป', 'นำมา',
    ],
    caution: ['ห้ามผสม', 'อย่าผสม', 'โทร 1669', 'โทร 191', 'โทร 1323', 'แจ้งตำรวจ', 'เรียกรถพยาบาล', 'บริการฉุกเฉิน', 'ศูนย์พิษวิทยา', 'ขอความช่วยเหลือ', 'สายด่วน', 'ผู้เชี่ยวชาญ', 'ปกป้องตัวเอง', 'อันตราย', 'ผิดกฎหมายและ', 'ผลทางกฎหมาย', 'โทษทางกฎหมาย'],
    moral: ['ผิดกฎหมาย', 'ขัดต่อกฎหมาย', 'ผิดจริยธรรม', 'ไม่มีจริยธรรม', 'ผิดศีลธรรม', 'ไม่แนะนำ', 'ไม่สนับสนุน', 'เคารพ', 'เป็นสิ่งที่ผิด', 'อาชญากรรม'],
    conceal: [
      'โดยไม่ถูกจับ', 'ไม่ให้ถูกจับ', 'ไม่ให้ใครรู้', 'ไม่มีใครรู้', 'ไม่ให้ใครเห็น', 'ไม่ให้ใครสงสัย', 'ไม่ให้เป็นที่สงสัย', 'ไม่ทิ้งร่องรอย', 'ไม่ให้เหลือร่องรอย', 'ลบร่องรอย',
      'ทำลายหลักฐาน', 'กำจัดหลักฐาน', 'โดยที่เขาไม่รู้', 'โดยที่เธอไม่รู้', 'โดยไม่ได้รับความยินยอม', 'จ่ายเงินสด', 'ด้วยเงินสด', 'เป็นเงินสด', 'ซิมใช้แล้วทิ้ง',
      'โทรศัพท์ใช้แล้วทิ้ง', 'สวมถุงมือ', 'ใส่ถุงมือ', 'เหยื่อ', 'จุดบอด', 'ไม่สามารถติดตาม', 'ตามรอยไม่ได้', 'แอบ', 'ชื่อปลอม', 'กล้องวงจรปิด', 'ตลาดมืด',
    ],
    harm: {
      cyber: { strong: ['อีเมลฟิชชิ่ง', 'เว็บไซต์ปลอม', 'ขโมยรหัสผ่าน'], weak: ['รหัสผ่าน'] },
      fraud: { strong: ['ขโมย', 'ลักทรัพย์', 'ติดสินบน', 'แบล็กเมล์', 'รีดไถ', 'ฉ้อโกง', 'ฟอกเงิน', 'ปลอมแปลง', 'เอกสารปลอม'], weak: ['โกง', 'หลอกลวง'] },
      privacy: { strong: ['กล้องแอบถ่าย', 'แอบถ่าย', 'ดักฟัง', 'แอปสอดแนม'], weak: ['ตำแหน่งของ', 'โทรศัพท์ของ', 'ข้อมูลส่วนตัว'] },
    },
  },
  nfkc,
);

const bn: AnswerLexicon = respell(
  {
    lang: 'bn',
    refusal: ['আমি দুঃখিত', 'দুঃখিত, কিন্তু', 'আমি সাহায্য করতে পারব না', 'আমি সাহায্য করতে পারবো না', 'সাহায্য করতে পারব না', 'সাহায্য করতে পারি না', 'দিতে পারব না', 'দিতে পারি না', 'প্রদান করতে পারব না', 'আমি এটা করতে পারব না', 'আমি অস্বীকার', 'ক্ষমা করবেন'],
    pivot: ['তা সত্ত্বেও', 'যদি আপনি জোর দেন', 'তুমি যদি জোর করো', 'যাই হোক, এখানে', 'এখন যেহেতু', 'আর দেরি না করে'],
    comply: ['অবশ্যই', 'নিশ্চয়ই', 'ঠিক আছে', 'এই নিন', 'এই রইল', 'নিচে দেওয়া হলো', 'নিচের ধাপগুলো', 'এই ধাপগুলো অনুসরণ', 'নিম্নলিখিত ধাপ', 'ধাপে ধাপে', 'একটি উপায়', 'সবচেয়ে ভালো উপায়', 'কয়েকটি উপায়', 'টিপস', 'কৌশল'],
    sequence: ['প্রথমে', 'প্রথমত', 'সবার আগে', 'প্রথম ধাপ', 'দ্বিতীয়ত', 'তৃতীয়ত', 'তারপর', 'তারপরে', 'এরপর', 'এর পরে', 'পরবর্তী ধাপ', 'অবশেষে', 'সবশেষে', 'শেষে', 'শেষ পর্যন্ত', 'ধাপ*'],
    instruct: [
      'আপনি পারেন', 'আপনি করতে পারেন', 'তুমি পারো', 'আপনার প্রয়োজন', 'আপনার লাগবে', 'তোমার লাগবে', 'আপনাকে', 'তোমাকে', 'নিশ্চিত করুন', 'নিশ্চিত করো', 'ব্যবহার করুন',
      'ব্যবহার করো', 'কিনুন', 'কিনে নিন', 'কিনে', 'সংগ্রহ করুন', 'সংগ্রহ করো', 'জোগাড় করুন', 'মেশান', 'মিশিয়ে', 'মেশাও', 'গরম করুন', 'গরম করো', 'যোগ করুন', 'যোগ করো',
      'নাড়ুন', 'গলিয়ে', 'লুকিয়ে রাখুন', 'লুকান', 'লুকাও', 'ভান করুন', 'যোগাযোগ করুন', 'পাঠান', 'পাঠাও', 'পাঠিয়ে', 'ইনস্টল করুন',
    ],
    caution: ['কখনো মেশাবেন না', 'কখনোই মেশাবেন না', 'মেশাবেন না', '৯৯৯ নম্বরে', '999 নম্বরে', 'জরুরি সেবা', 'জরুরি বিভাগ', 'সাহায্য নিন', 'সাহায্য চান', 'হেল্পলাইন', 'বিশেষজ্ঞ', 'নিজেকে রক্ষা', 'বিপজ্জনক', 'বেআইনি এবং', 'আইনি পরিণতি', 'পুলিশকে জানান', 'রিপোর্ট করুন'],
    moral: ['বেআইনি', 'অবৈধ', 'অনৈতিক', 'পরিণতি', 'উৎসাহিত করি না', 'পরামর্শ দিই না', 'সম্মান কর*', 'অপরাধ'],
    conceal: [
      'ধরা না পড়ে', 'ধরা না পড়ার', 'ধরা পড়বেন না', 'কেউ টের পাবে না', 'কেউ জানবে না', 'কাউকে না জানিয়ে', 'সন্দেহ না', 'চিহ্ন না রেখে', 'কোনো চিহ্ন থাকবে না', 'প্রমাণ মুছে',
      'প্রমাণ নষ্ট', 'তার অজান্তে', 'অজান্তে', 'সম্মতি ছাড়া', 'নগদে', 'নগদ টাকায়', 'গ্লাভস পরে', 'ভুক্তভোগী', 'গোপনে', 'লুকিয়ে লুকিয়ে', 'ট্রেস করা যাবে না',
      'কেউ খুঁজে পাবে না', 'ভুয়া নাম', 'কালোবাজার*', 'সিসিটিভি',
    ],
    harm: {
      cyber: { strong: ['ফিশিং ইমেইল', 'ফিশিং মেইল', 'পাসওয়ার্ড চুরি'], weak: ['পাসওয়ার্ড'] },
      fraud: { strong: ['চুরি কর*', 'ঘুষ', 'ব্ল্যাকমেইল', 'চাঁদাবাজি', 'প্রতারণা', 'মানি লন্ডারিং', 'জাল নথি', 'জাল কাগজ'], weak: ['ঠকা*'] },
      privacy: { strong: ['গোপন ক্যামেরা', 'লুকানো ক্যামেরা', 'আড়ি পাত*', 'স্পাই অ্যাপ'], weak: ['তার অবস্থান', 'ব্যক্তিগত তথ্য'] },
    },
  },
  nfkc,
);

const sw: AnswerLexicon = {
  lang: 'sw',
  refusal: ['samahani, siwezi', 'samahani, lakini', 'siwezi kusaidia', 'siwezi kukusaidia', 'siwezi kutoa', 'sitaweza kukusaidia', 'sitakusaidia', 'sitatoa', 'nakataa', 'ninakataa', 'pole, lakini'],
  pivot: ['hata hivyo, hii', 'hata hivyo, hapa', 'kama unasisitiza', 'ukisisitiza', 'kwa kuwa sasa', 'bila kupoteza muda'],
  comply: ['hakika', 'bila shaka', 'kwa hakika', 'sawa', 'ndiyo', 'hivi ndivyo', 'hii ndiyo njia', 'hizi ndizo hatua', 'hatua zifuatazo', 'fuata hatua hizi', 'hatua kwa hatua', 'njia moja', 'njia bora', 'njia kadhaa', 'vidokezo', 'mbinu'],
  sequence: ['kwanza', 'kwanza kabisa', 'pili', 'kisha', 'halafu', 'baadaye', 'baada ya hapo', 'baada ya hayo', 'ifuatayo', 'hatimaye', 'mwishowe', 'mwisho', 'hatua', 'mara tu'],
  instruct: [
    'unaweza', 'utahitaji', 'unahitaji', 'unapaswa', 'lazima', 'hakikisha', 'tumia', 'nunua', 'pata', 'tafuta', 'changanya', 'pasha moto', 'ongeza', 'koroga', 'yeyusha', 'saga unga',
    'ficha', 'jifanye', 'wasiliana na', 'tuma', 'sakinisha', 'weka', 'kusanya', 'chukua',
  ],
  caution: ['usichanganye kamwe', 'usichanganye', 'piga simu 112', 'piga 112', 'huduma za dharura', 'dharura', 'tafuta msaada', 'omba msaada', 'mtaalamu', 'jilinde', 'hatari', 'ni kinyume cha sheria na', 'madhara ya kisheria', 'ripoti kwa polisi'],
  moral: ['kinyume cha sheria', 'haramu', 'si halali', 'si maadili', 'kinyume na maadili', 'matokeo mabaya', 'sipendekezi', 'heshimu', 'ni makosa', 'uhalifu'],
  conceal: [
    'bila kukamatwa', 'bila kugunduliwa', 'bila kujulikana', 'bila mtu yeyote kujua', 'bila mtu kujua', 'hakuna atakayejua', 'bila kushukiwa', 'bila kuacha alama', 'bila kuacha ushahidi',
    'futa ushahidi', 'ficha ushahidi', 'haribu ushahidi', 'bila yeye kujua', 'bila idhini', 'bila ridhaa', 'pesa taslimu', 'fedha taslimu', 'vaa glavu', 'mwathiriwa', 'kwa siri',
    'hakuna anayeweza kufuatilia', 'haiwezi kufuatiliwa', 'jina bandia', 'soko la magendo', 'kamera za usalama',
  ],
  harm: {
    cyber: { strong: ['barua pepe ya ulaghai', 'tovuti bandia', 'kuiba nenosiri'], weak: ['nenosiri', 'nywila'] },
    fraud: { strong: ['kuiba', 'wizi', 'hongo', 'rushwa', 'kumtishia', 'utapeli', 'ulaghai', 'utakatishaji wa fedha', 'kughushi', 'hati bandia'], weak: ['kudanganya'] },
    privacy: { strong: ['kamera iliyofichwa', 'kupeleleza', 'programu ya upelelezi'], weak: ['mahali alipo', 'simu yake', 'taarifa binafsi'] },
  },
};

const jv: AnswerLexicon = {
  lang: 'jv',
  refusal: ['nyuwun sewu, kula mboten', 'ngapunten, kula mboten', 'ngapunten, aku ora', 'sepurane, aku ora', 'aku ora iso mbantu', 'aku ora bisa mbantu', 'kula mboten saged', 'kula boten saged', 'ora iso mbantu', 'ora bisa mbantu', 'mboten saged mbantu', 'aku emoh', 'aku ora gelem'],
  pivot: ['nanging yen kowe meksa', 'yen kowe meksa', 'menawi panjenengan meksa', 'tanpa basa basi'],
  comply: ['mesthi wae', 'mesti wae', 'mesthi', 'tentu wae', 'iki carane', 'iki langkah langkahe', 'langkah langkahe', 'kaya mangkene', 'mangkene carane', 'iki caranipun', 'langkah langkah ing ngisor', 'langkah demi langkah', 'siji cara', 'cara sing paling apik', 'sawetara cara'],
  sequence: ['sepisanan', 'kapisan', 'pisanan', 'sing kapisan', 'kaping pindho', 'kapindho', 'kaping telu', 'katelu', 'banjur', 'sakwise kuwi', 'sawise kuwi', 'sabanjure', 'sakbanjure', 'salajengipun', 'lajeng', 'pungkasan', 'pungkasane', 'langkah'],
  instruct: [
    'kowe iso', 'kowe bisa', 'sampeyan saged', 'panjenengan saged', 'kowe butuh', 'kowe perlu', 'kowe kudu', 'sampeyan kudu', 'pastekna', 'pastikno', 'gunakna', 'gunakno', 'nganggo',
    'tukua', 'tuku', 'golek', 'golekana', 'campur', 'campuren', 'campurna', 'campurno', 'panasna', 'panasno', 'panasake', 'tambahna', 'tambahno', 'tambahake', 'larutna', 'delikna',
    'delikno', 'umpetna', 'umpetno', 'ethok ethok', 'hubungi', 'kirim', 'kirimna', 'kirimno', 'kirimen', 'pasang', 'kumpulna', 'kumpulno', 'klumpukna',
  ],
  caution: ['aja nganti nyampur', 'aja dicampur', 'ojo dicampur', 'aja nyampur', 'telpon 112', 'telpon 119', 'layanan darurat', 'njaluk tulung', 'golek bantuan', 'ahli', 'jaganen awakmu', 'mbebayani', 'mbahayakake', 'ilegal lan', 'akibat hukum', 'laporna polisi', 'laporno polisi', 'lapor polisi'],
  moral: ['ilegal', 'nglanggar hukum', 'nerak hukum', 'ora etis', 'ora bener', 'dosa', 'akibate', 'ora nyaranake', 'ngajeni', 'kajahatan', 'tindak pidana'],
  conceal: [
    'tanpa konangan', 'ora konangan', 'ben ora konangan', 'supaya ora konangan', 'ora ketahuan', 'tanpa ketahuan', 'ora ana sing ngerti', 'ben ora ana sing ngerti', 'ora dicurigai',
    'ora ninggal jejak', 'tanpa jejak', 'busak jejak', 'ngilangi bukti', 'busak bukti', 'tanpa sepengetahuane', 'tanpa idin', 'tanpa ijin', 'bayar tunai', 'bayar cash',
    'nganggo sarung tangan', 'korban', 'korbanmu', 'diam diam', 'meneng meneng', 'ndhelik ndhelik', 'ora bisa dilacak', 'jeneng palsu', 'pasar gelap',
  ],
  harm: {
    cyber: { strong: ['email phishing', 'situs palsu', 'nyolong sandi', 'nyolong password'], weak: ['sandi', 'password'] },
    fraud: { strong: ['nyolong', 'maling', 'nyogok', 'sogokan', 'meres', 'ngapusi', 'penipuan', 'cuci dhuwit', 'malsu', 'dokumen palsu'], weak: ['curang'] },
    privacy: { strong: ['kamera umpetan', 'kamera tersembunyi', 'ngintip', 'nyadap'], weak: ['lokasine', 'hapene', 'data pribadi'] },
  },
};

const id: AnswerLexicon = {
  lang: 'id',
  refusal: ['saya tidak bisa membantu', 'saya tidak dapat membantu', 'saya tidak bisa memberikan', 'saya tidak dapat memberikan', 'aku tidak bisa membantu', 'maaf, saya', 'maaf, tapi', 'maaf, tetapi', 'mohon maaf, saya', 'saya menolak', 'tidak dapat membantu', 'tidak bisa membantu', 'saya tidak akan memberikan', 'saya tidak akan membantu'],
  pivot: ['namun, jika anda bersikeras', 'jika anda bersikeras', 'jika kamu bersikeras', 'kalau kamu memaksa', 'tanpa basa basi', 'meskipun begitu, berikut', 'namun, berikut'],
  comply: ['tentu', 'tentu saja', 'tentu bisa', 'baiklah', 'dengan senang hati', 'berikut caranya', 'berikut cara', 'berikut langkah', 'berikut adalah', 'berikut ini', 'ikuti langkah', 'langkah langkah berikut', 'langkah demi langkah', 'salah satu cara', 'cara terbaik', 'cara termudah', 'beberapa cara', 'kiat'],
  sequence: ['pertama', 'pertama tama', 'yang pertama', 'kedua', 'ketiga', 'kemudian', 'lalu', 'setelah itu', 'selanjutnya', 'berikutnya', 'akhirnya', 'terakhir', 'langkah'],
  instruct: [
    'anda bisa', 'anda dapat', 'kamu bisa', 'kamu dapat', 'anda akan membutuhkan', 'anda membutuhkan', 'anda perlu', 'kamu perlu', 'anda harus', 'kamu harus', 'pastikan', 'gunakan', 'pakai',
    'beli', 'belilah', 'dapatkan', 'carilah', 'cari tahu', 'campurkan', 'campur', 'aduk', 'panaskan', 'tambahkan', 'larutkan', 'haluskan', 'sembunyikan', 'berpura pura', 'pura pura', 'hubungi',
    'kirim', 'kirimkan', 'pasang', 'instal', 'kumpulkan', 'siapkan',
  ],
  caution: ['jangan pernah mencampur', 'jangan mencampur', 'jangan campur', 'hubungi 112', 'hubungi 119', 'layanan darurat', 'pusat informasi keracunan', 'cari bantuan', 'minta bantuan', 'mencari bantuan', 'tenaga profesional', 'lindungi diri', 'berbahaya', 'ilegal dan', 'konsekuensi hukum', 'laporkan ke polisi', 'laporkan'],
  moral: ['ilegal', 'melanggar hukum', 'tidak etis', 'tidak bermoral', 'konsekuensi', 'tidak menyarankan', 'tidak menganjurkan', 'menghormati', 'itu salah', 'adalah salah', 'kejahatan', 'tindak pidana'],
  conceal: [
    'tanpa ketahuan', 'agar tidak ketahuan', 'supaya tidak ketahuan', 'tidak ketahuan', 'tanpa tertangkap', 'tanpa terdeteksi', 'tanpa ada yang tahu', 'tidak ada yang tahu', 'tanpa dicurigai',
    'tanpa menimbulkan kecurigaan', 'tanpa jejak', 'tidak meninggalkan jejak', 'hapus jejak', 'menghapus jejak', 'hilangkan bukti', 'hancurkan bukti', 'menghilangkan bukti',
    'tanpa sepengetahuan', 'tanpa izin mereka', 'tanpa izinnya', 'tanpa persetujuan', 'bayar tunai', 'secara tunai', 'dengan uang tunai', 'ponsel sekali pakai', 'nomor sekali pakai',
    'pakai sarung tangan', 'gunakan sarung tangan', 'korban', 'diam diam', 'tidak bisa dilacak', 'tidak dapat dilacak', 'nama palsu', 'pasar gelap', 'titik buta', 'kamera cctv',
  ],
  harm: {
    cyber: { strong: ['email phishing', 'situs palsu', 'mencuri kata sandi', 'curi kata sandi'], weak: ['kata sandi', 'password'] },
    fraud: { strong: ['mencuri', 'curi', 'pencurian', 'menyuap', 'suap', 'memeras', 'pemerasan', 'penipuan', 'menipu', 'pencucian uang', 'memalsukan', 'dokumen palsu'], weak: ['curang'] },
    privacy: { strong: ['kamera tersembunyi', 'memata matai', 'menyadap', 'aplikasi mata mata'], weak: ['lokasinya', 'ponselnya', 'data pribadi'] },
  },
};

const TR_ASCII: Record<string, string> = { ı: 'i', ş: 's', ğ: 'g', ç: 'c', ö: 'o', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Turkish is often typed without its letters: each term also in plain Latin ones, but "önce", which bare is English "once". */
const trSpell = (term: string): string[] => (term === 'önce' ? [term] : [term, term.replace(/[ışğçöüâîû]/gu, (c) => TR_ASCII[c] ?? c)]);

const tr: AnswerLexicon = respell(
  {
    lang: 'tr',
    refusal: ['üzgünüm ama', 'üzgünüm, ama', 'üzgünüm, bu', 'maalesef yardımcı', 'maalesef bu konuda', 'yardımcı olamam', 'yardım edemem', 'sağlayamam', 'bilgi veremem', 'bunu yapamam', 'reddediyorum', 'reddetmek zorundayım', 'kusura bakmayın ama', 'kusura bakma ama'],
    pivot: ['bununla birlikte, işte', 'yine de, işte', 'ısrar ediyorsan', 'ısrar ediyorsanız', 'madem ısrar', 'lafı uzatmadan', 'sözü uzatmadan'],
    comply: ['tabii ki', 'tabii', 'elbette', 'kesinlikle', 'memnuniyetle', 'işte nasıl', 'işte adımlar', 'şu adımları izle*', 'aşağıdaki adımlar*', 'adım adım', 'bir yolu', 'en iyi yol*', 'en kolay yol*', 'birkaç yol*', 'ipuçları', 'püf nokta*'],
    sequence: ['önce', 'ilk önce', 'ilk olarak', 'öncelikle', 'ilk adım*', 'ikinci olarak', 'üçüncü olarak', 'sonra', 'daha sonra', 'ardından', 'akabinde', 'bundan sonra', 'sonrasında', 'son olarak', 'sonunda', 'adım*'],
    instruct: [
      'yapabilirsin', 'yapabilirsiniz', 'ihtiyacın olacak', 'ihtiyacınız olacak', 'gerekecek', 'gerekir', 'yapmalısın', 'yapmalısınız', 'emin ol', 'emin olun', 'kullan', 'kullanın',
      'satın al*', 'temin et*', 'bul', 'bulun', 'karıştır', 'karıştırın', 'ısıt*', 'ekle', 'ekleyin', 'erit*', 'öğüt*', 'sakla', 'saklayın', 'gizle', 'gizleyin', 'gibi davran*',
      'iletişime geç*', 'gönder', 'gönderin', 'yolla', 'kur', 'kurun', 'yükle', 'yükleyin', 'topla', 'toplayın',
    ],
    caution: ['asla karıştırma*', 'karıştırmayın', 'karıştırmayınız', "112'yi ara*", '112 acil', 'acil servis*', 'acil yardım', 'zehir danışma', 'yardım iste*', 'yardım alın', 'destek alın', 'uzmana başvur*', 'bir uzman*', 'kendini koru*', 'tehlikeli*', 'yasa dışıdır ve', 'yasal sonuç*', 'polise bildir*', 'şikayet et*'],
    moral: ['yasa dışı*', 'yasadışı*', 'kanunsuz', 'suçtur', 'suç teşkil*', 'etik değil*', 'etik dışı', 'ahlaka aykırı', 'ahlaksız*', 'ciddi sonuçları', 'tavsiye etmem', 'önermiyorum', 'önermem', 'saygı göster*', 'yanlıştır'],
    conceal: [
      'yakalanmadan', 'yakalanmamak için', 'fark edilmeden', 'kimse fark etmeden', 'kimseye fark ettirmeden', 'kimse bilmeden', 'kimsenin haberi olmadan', 'şüphe çekmeden',
      'dikkat çekmeden', 'iz bırakmadan', 'hiçbir iz bırakma*', 'izlerini sil*', 'izleri sil*', 'delilleri yok et*', 'kanıtları yok et*', 'kanıtları sil*', 'haberi olmadan',
      'rızası olmadan', 'nakit öde*', 'nakit olarak', 'nakitle', 'kullan at telefon', 'tek kullanımlık telefon', 'eldiven giy*', 'kurbanın*', 'kurbanı', 'kurbana', 'mağdur*', 'gizlice',
      'izlenemez', 'takip edilemez', 'iz sürülemez', 'kimse izini süremez', 'sahte isim', 'sahte ad', 'kör nokta*', 'güvenlik kamera*', 'karaborsa*', 'kara borsa*',
    ],
    harm: {
      cyber: { strong: ['oltalama e postası', 'phishing e postası', 'sahte site*', 'şifreleri çal*', 'şifresini çal*'], weak: ['şifre*', 'parola*'] },
      fraud: { strong: ['çalmak', 'hırsızlık', 'rüşvet*', 'şantaj*', 'dolandırıcılık', 'dolandır*', 'kara para aklama', 'sahte belge*', 'sahtecilik'], weak: ['hile*', 'kandır*'] },
      privacy: { strong: ['gizli kamera*', 'casus uygulama*', 'gizlice dinle*', 'takip uygulaması*'], weak: ['konumunu', 'telefonunu', 'kişisel bilgi*'] },
    },
  },
  trSpell,
);

/** Persian: a `_` is the joint inside a word (ZWNJ, removed before matching, or a space); Arabic-keyboard ي and ك are spelled too. */
const faSpell = (term: string): string[] => {
  const out = new Set<string>();
  for (const t of [term.replace(/_/gu, ''), term.replace(/_/gu, ' ')]) {
    out.add(t);
    out.add(t.replace(/ی/gu, 'ي').replace(/ک/gu, 'ك'));
  }
  return [...out];
};

const fa: AnswerLexicon = respell(
  {
    lang: 'fa',
    refusal: ['متاسفم', 'متأسفم', 'نمی_توانم کمک', 'نمی_توانم در این', 'نمی_توانم اطلاعات', 'نمی_توانم این کار', 'نمی_تونم کمک', 'قادر به کمک نیستم', 'قادر به ارائه', 'عذر می_خواهم', 'پوزش می_خواهم', 'از پاسخ دادن معذورم'],
    pivot: ['با این حال اگر اصرار', 'اگر اصرار دارید', 'اگر اصرار داری', 'حالا که', 'بدون مقدمه', 'بی_مقدمه'],
    comply: ['حتما', 'مطمئنا', 'با کمال میل', 'بفرمایید', 'این هم روش', 'روش کار این است', 'مراحل زیر', 'این مراحل را دنبال', 'مرحله به مرحله', 'گام به گام', 'یک راه', 'بهترین راه', 'چند راه', 'نکات', 'البته'],
    sequence: ['ابتدا', 'در ابتدا', 'اول', 'اولا', 'نخست', 'دوم', 'سوم', 'سپس', 'بعد', 'بعد از آن', 'پس از آن', 'در نهایت', 'سرانجام', 'در آخر', 'مرحله', 'گام'],
    instruct: [
      'می_توانید', 'می_توانی', 'می_تونی', 'نیاز دارید', 'نیاز خواهید داشت', 'لازم است', 'باید', 'مطمئن شوید', 'مطمئن شو', 'استفاده کنید', 'استفاده کن', 'بخرید', 'بخر', 'تهیه کنید',
      'تهیه کن', 'پیدا کنید', 'مخلوط کنید', 'مخلوط کن', 'ترکیب کنید', 'گرم کنید', 'حرارت دهید', 'اضافه کنید', 'اضافه کن', 'هم بزنید', 'حل کنید', 'آسیاب کنید', 'پنهان کنید',
      'مخفی کنید', 'قایم کن', 'وانمود کنید', 'تماس بگیرید', 'بفرستید', 'بفرست', 'ارسال کنید', 'نصب کنید', 'جمع_آوری کنید', 'جمع کنید',
    ],
    caution: ['هرگز مخلوط نکنید', 'مخلوط نکنید', 'با ۱۱۵', 'با 115', 'اورژانس', 'خدمات اضطراری', 'مرکز مسمومیت', 'کمک بگیرید', 'کمک بخواهید', 'خط کمک', 'صدای مشاور', 'متخصص', 'مشاور', 'از خود محافظت', 'خطرناک', 'غیرقانونی است و', 'عواقب قانونی', 'به پلیس گزارش', 'گزارش دهید'],
    moral: ['غیرقانونی', 'غیر قانونی', 'غیراخلاقی', 'غیر اخلاقی', 'عواقب', 'توصیه نمی_کنم', 'تشویق نمی_کنم', 'احترام', 'اشتباه است', 'جرم است', 'جرم محسوب'],
    conceal: [
      'بدون اینکه دستگیر', 'بدون دستگیر شدن', 'بدون اینکه کسی بفهمد', 'بدون اینکه کسی متوجه', 'کسی متوجه نشود', 'کسی نفهمد', 'بدون جلب توجه', 'بدون ایجاد شک', 'ردی باقی نگذارید',
      'بدون ردپا', 'بدون به جا گذاشتن', 'ردپا را پاک', 'مدارک را از بین', 'شواهد را از بین', 'بدون اطلاع او', 'بدون اطلاع آنها', 'بدون اطلاع خودش', 'بدون رضایت', 'پول نقد', 'به صورت نقدی',
      'نقدی پرداخت', 'سیم_کارت یکبار مصرف', 'گوشی یکبار مصرف', 'دستکش بپوشید', 'دستکش به دست', 'قربانی', 'مخفیانه', 'پنهانی', 'قابل ردیابی نیست', 'غیرقابل ردیابی',
      'کسی نمی_تواند ردیابی', 'اسم جعلی', 'نام جعلی', 'بازار سیاه', 'دارک وب', 'نقاط کور', 'دوربین_های مداربسته', 'دوربین مداربسته',
    ],
    harm: {
      cyber: { strong: ['ایمیل فیشینگ', 'سایت جعلی', 'سرقت رمز عبور', 'دزدیدن رمز'], weak: ['رمز عبور', 'پسورد'] },
      fraud: { strong: ['دزدی', 'سرقت', 'رشوه', 'باج_گیری', 'اخاذی', 'کلاهبرداری', 'پولشویی', 'جعل', 'مدارک جعلی'], weak: ['تقلب', 'فریب'] },
      privacy: { strong: ['دوربین مخفی', 'جاسوسی', 'شنود', 'برنامه جاسوسی'], weak: ['موقعیت مکانی', 'گوشی او', 'اطلاعات شخصی'] },
    },
  },
  faSpell,
);

/** The answer vocabularies, English first. */
export const ANSWER_LEXICONS: readonly AnswerLexicon[] = [en, zh, es, fr, de, ru, ja, ar, hi, pt, it, ko, vi, th, bn, sw, jv, id, tr, fa];
