import type { Language, Lexicon } from './multilingual-lexicon.js';

/**
 * The twenty languages' words for the injection families, written for this project from the
 * languages themselves (never from corpus text). Case-insensitive RE2 fragments; forms include
 * familiar and polite imperatives and the common inflections.
 */
export const LEXICONS: Readonly<Record<Language, Lexicon>> = {
  en: {
    spaced: true, start: true, end: true,
    // Override and extraction in English live in override.ts and extraction.ts.
    dropFirst: [], dropLast: [], earlier: [], object: [],
    noAnswer: [
      "do\\s+not\\s+answer", "don'?t\\s+answer", 'no\\s+need\\s+to\\s+answer', 'without\\s+answering',
      'instead\\s+of\\s+answering', "you\\s+(?:do\\s+not|don'?t)\\s+(?:need|have)\\s+to\\s+answer",
      "(?:do\\s+not|don'?t)\\s+(?:respond|reply)\\s+to\\s+(?:the|this|my|that)", 'rather\\s+than\\s+answering',
    ],
    only: ['just', 'only', 'simply', 'directly', 'instead', 'merely'],
    answer: ['answer', 'reply', 'respond'],
    emit: ['output', 'print', 'say', 'repeat', 'write', 'reply\\s+with', 'respond\\s+with', 'type', 'rephrase', 'paraphrase', 'echo'],
    nothingElse: [
      'nothing\\s+else', 'no\\s+other\\s+(?:words|text|output)', 'without\\s+(?:any\\s+)?(?:other|additional|extra)\\s+(?:text|words|explanation|commentary)',
      'no\\s+(?:prefix|preamble|explanation)', "(?:do\\s+not|don'?t)\\s+add\\s+anything",
    ],
    reveal: [], secret: [], secretFirst: false,
    release: [
      '\\byou\\s+are\\s+(?:now\\s+)?free\\s+(?:from|of)\\s+(?:all\\s+|any\\s+)?(?:your\\s+)?(?:rules|restrictions|guidelines|limitations)',
    ],
  },
  es: {
    spaced: true, start: true, end: true,
    dropFirst: [
      'ignora', 'ignore', 'ignorad', 'ignoren', 'olvida', 'olvide', 'olvidad', 'olviden', 'olv[ií]date\\s+de', 'olv[ií]dese\\s+de',
      'descarta', 'descarte', 'descartad', 'omite', 'omita', 'omitid', 'pasa\\s+por\\s+alto', 'pase\\s+por\\s+alto',
      'no\\s+hagas\\s+caso\\s+(?:a|de)', 'no\\s+haga\\s+caso\\s+(?:a|de)', 'haz\\s+caso\\s+omiso\\s+(?:a|de)', 'haga\\s+caso\\s+omiso\\s+(?:a|de)',
      'ignorando', 'sin\\s+tener\\s+en\\s+cuenta', 'no\\s+tengas\\s+en\\s+cuenta', 'no\\s+tenga\\s+en\\s+cuenta', 'prescinde\\s+de', 'desatiende',
    ],
    dropLast: [],
    earlier: [
      'anteriores', 'anterior', 'previas?', 'previos?', 'de\\s+arriba', 'arriba', 'originales?', 'iniciales?', 'precedentes?', 'todas', 'todos',
      'mencionad[ao]s?\\s+(?:arriba|anteriormente)', 'dad[ao]s?\\s+(?:antes|anteriormente)', 'que\\s+te\\s+(?:di|dieron|han\\s+dado)', 'anteriormente',
    ],
    object: [
      'instrucciones', 'instrucción', 'indicaciones', 'reglas', 'órdenes', 'directrices', 'pregunta', 'preguntas', 'tarea', 'tareas',
      'petición', 'solicitud', 'consignas?', 'comandos?', 'texto', 'mensaje', 'prompt', 'pautas', 'normas',
    ],
    noAnswer: [
      'no\\s+(?:respondas|responda|respondáis|contestes|conteste|contestéis)', 'sin\\s+(?:responder|contestar)', 'en\\s+(?:lugar|vez)\\s+de\\s+(?:responder|contestar)',
      'no\\s+(?:hace\\s+falta|es\\s+necesario|necesitas|tienes\\s+que)\\s+(?:responder|contestar)',
    ],
    only: ['solo', 'sólo', 'solamente', 'simplemente', 'directamente', 'únicamente', 'limítate\\s+a', 'limítese\\s+a', 'en\\s+su\\s+lugar', 'en\\s+cambio'],
    answer: ['responde', 'responda', 'contesta', 'conteste', 'responder'],
    emit: ['exporta', 'exporte', 'exportar', 
      'di', 'diga', 'decid', 'escribe', 'escriba', 'imprime', 'imprima', 'repite', 'repita', 'responde\\s+con', 'responda\\s+con', 'muestra', 'muestre',
      'emite', 'genera', 'devuelve', 'reformula', 'parafrasea', 'decir', 'escribir', 'imprimir', 'repetir', 'emitir', 'reformular', 'produce',
    ],
    nothingElse: [
      'no\\s+(?:añadas|añada|agregues|agregue|digas|diga|escribas|escriba)\\s+(?:nada|ninguna\\s+otra|otras\\s+palabras)', 'nada\\s+más',
      'sin\\s+(?:añadir|agregar)\\s+nada', 'sin\\s+(?:explicaciones|comentarios|prefijos?|otras\\s+palabras)',
    ],
    reveal: [
      'muestra', 'muéstrame', 'muestre', 'muéstreme', 'revela', 'revélame', 'revele', 'revéleme', 'dime', 'dígame', 'repite', 'repita',
      'imprime', 'imprima', 'escribe', 'escriba', 'comparte', 'comparta', 'enséñame', 'cuéntame', 'copia', 'cita',
    ],
    secret: [
      '(?:tu|tus|su|sus|el|las|los)\\s+(?:prompt|mensaje|instrucciones|indicaciones|reglas|directrices)\\s+(?:del\\s+sistema|de\\s+sistema|iniciales|inicial|originales|ocult[ao]s|secret[ao]s|internas)',
    ],
    secretFirst: false,
    release: [
      '\\b(?:ahora|ya)\\s+(?:eres|estás|es|está)\\s+libre\\s+de\\s+(?:todas\\s+las\\s+|cualquier\\s+|toda\\s+)?(?:reglas|restricciones|restricción|límites|normas)',
      '\\bya\\s+no\\s+(?:tienes|tiene)\\s+(?:ninguna\\s+|ningún\\s+)?(?:regla|reglas|restricción|restricciones|límites|filtros)',
    ],
  },
  pt: {
    spaced: true, start: true, end: true,
    dropFirst: [
      'ignore', 'ignora', 'ignorem', 'esqueça', 'esqueca', 'esqueçam', 'esquece', 'desconsidere', 'desconsidera', 'desconsiderem',
      'não\\s+ligue\\s+para', 'não\\s+liga\\s+para', 'deixe\\s+de\\s+lado', 'deixa\\s+de\\s+lado', 'despreze', 'descarte', 'descarta',
      'ignorando', 'sem\\s+considerar', 'não\\s+leve\\s+em\\s+conta', 'não\\s+considere',
    ],
    dropLast: [],
    earlier: [
      'anteriores', 'anterior', 'acima', 'prévias?', 'previas?', 'iniciais', 'inicial', 'originais', 'original', 'de\\s+cima', 'todas', 'todos',
      'dad[ao]s?\\s+(?:antes|anteriormente)', 'mencionad[ao]s?\\s+acima', 'anteriormente', 'precedentes?',
    ],
    object: [
      'instruções', 'instrucoes', 'instrução', 'instrucao', 'regras', 'orientações', 'diretrizes', 'pergunta', 'perguntas', 'tarefa', 'tarefas',
      'pedido', 'solicitação', 'comandos?', 'ordens', 'texto', 'mensagem', 'prompt', 'questão', 'questões',
    ],
    noAnswer: [
      'não\\s+(?:responda|responde|respondas|respondam)', 'nao\\s+responda', 'sem\\s+responder', 'em\\s+vez\\s+de\\s+responder', 'ao\\s+invés\\s+de\\s+responder',
      'não\\s+(?:precisa|é\\s+necessário|tem\\s+que)\\s+responder',
    ],
    only: ['apenas', 'somente', 'só', 'simplesmente', 'diretamente', 'limite-se\\s+a', 'em\\s+vez\\s+disso', 'unicamente'],
    answer: ['responda', 'responde', 'responder'],
    emit: ['exporte', 'exporta', 
      'diga', 'diz', 'escreva', 'escreve', 'imprima', 'imprime', 'repita', 'repete', 'responda\\s+com', 'responde\\s+com', 'mostre', 'produza', 'gere',
      'emita', 'retorne', 'devolva', 'reformule', 'parafraseie', 'dizer', 'escrever', 'imprimir', 'repetir', 'produzir', 'exiba', 'exibir',
    ],
    nothingElse: [
      'não\\s+(?:acrescente|adicione|acrescentes|adiciones|diga|escreva)\\s+(?:mais\\s+nada|nada|nenhuma\\s+outra|outras\\s+palavras)', 'mais\\s+nada', 'nada\\s+mais',
      'sem\\s+(?:explicações|comentários|prefixos?|outras\\s+palavras|acrescentar\\s+nada)',
    ],
    reveal: [
      'mostre', 'mostra', 'mostre-me', 'revele', 'revela', 'revele-me', 'diga', 'diz', 'diga-me', 'repita', 'repete', 'imprima', 'imprime',
      'escreva', 'compartilhe', 'exiba', 'exibe', 'partilhe', 'cite', 'copie',
    ],
    secret: [
      '(?:seu|sua|seus|suas|teu|tua|teus|tuas|o|os|as)\\s+(?:prompt|mensagem|instruções|instrucoes|regras|diretrizes)\\s+(?:do\\s+sistema|de\\s+sistema|iniciais|inicial|originais|ocult[ao]s|secret[ao]s|internas)',
    ],
    secretFirst: false,
    release: [
      '(?:você|voce|tu)\\s+(?:agora\\s+|já\\s+)?(?:está|esta|estás|é|és)\\s+(?:agora\\s+)?livre\\s+de\\s+(?:todas\\s+as\\s+|quaisquer\\s+|qualquer\\s+)?(?:regras|restrições|restricoes|limites|filtros)',
      '(?:você|voce|tu)\\s+(?:já\\s+)?não\\s+(?:tem|tens)\\s+mais\\s+(?:nenhuma\\s+)?(?:regra|regras|restrição|restrições|limites)',
    ],
  },
  fr: {
    spaced: true, start: true, end: true,
    dropFirst: ['ignorer', 'oublier', "ne\\s+pas\\s+tenir\\s+compte\\s+(?:de|du|des|d['’])", 
      'ignore', 'ignorez', 'oublie', 'oubliez', "ne\\s+(?:tiens|tenez)\\s+pas\\s+compte\\s+(?:de|du|des|d['’])", "(?:fais|faites)\\s+abstraction\\s+(?:de|du|des|d['’])",
      '(?:laisse|laissez)\\s+de\\s+côté', 'néglige', 'négligez', 'passe\\s+outre', 'passez\\s+outre', 'ne\\s+(?:prends|prenez)\\s+pas\\s+en\\s+compte',
      "sans\\s+tenir\\s+compte\\s+(?:de|du|des|d['’])", 'écarte', 'écartez', 'ignorant',
    ],
    dropLast: [],
    earlier: [
      'précédent(?:e|s|es)?', 'antérieur(?:e|s|es)?', 'ci-dessus', 'au-dessus', 'plus\\s+haut', 'initial(?:e|es|aux)?', "d['’]origine", 'originales?',
      'toutes', 'tous', 'donnée?s?\\s+(?:plus\\s+haut|auparavant|précédemment)', 'qui\\s+précèdent', 'susmentionnée?s?',
    ],
    object: [
      'instructions?', 'consignes?', 'règles?', 'directives?', 'questions?', 'tâches?', 'demandes?', 'commandes?', 'ordres?', 'prompts?', 'textes?',
      'requêtes?', 'indications?',
    ],
    noAnswer: [
      'ne\\s+(?:réponds|répondez)\\s+pas', 'sans\\s+répondre', 'au\\s+lieu\\s+de\\s+répondre', 'plutôt\\s+que\\s+de\\s+répondre', 'inutile\\s+de\\s+répondre',
      'pas\\s+besoin\\s+de\\s+répondre', "n['’]y\\s+(?:réponds|répondez)\\s+pas", 'ne\\s+(?:réponds|répondez)\\s+rien',
    ],
    only: ['seulement', 'uniquement', 'simplement', 'juste', 'directement', 'plutôt', 'contente-toi\\s+de', 'contentez-vous\\s+de'],
    answer: ['réponds', 'répondez', 'répondre'],
    emit: ['indique', 'indiquez', 'indiquer', 'exporte', 'exportez', 
      'dis', 'dites', 'écris', 'écrivez', 'affiche', 'affichez', 'imprime', 'imprimez', 'répète', 'répétez', 'réponds\\s+par', 'répondez\\s+par',
      'renvoie', 'renvoyez', 'produis', 'produisez', 'reformule', 'reformulez', 'paraphrase', 'paraphrasez', 'sors', 'sortez', 'génère', 'générez',
      'dire', 'écrire', 'afficher', 'répéter', 'imprimer', 'reformuler',
    ],
    nothingElse: [
      "n['’]ajoute\\s+rien", "n['’]ajoutez\\s+rien", "rien\\s+d['’]autre", 'aucun\\s+autre\\s+mot',
      'sans\\s+(?:rien\\s+ajouter|explication|commentaire|préfixe|autre\\s+texte)',
    ],
    reveal: [
      'montre', 'montre-moi', 'montrez', 'montrez-moi', 'révèle', 'révèle-moi', 'révélez', 'affiche', 'affichez', 'répète', 'répétez', 'donne-moi',
      'donnez-moi', 'dis-moi', 'dites-moi', 'imprime', 'imprimez', 'écris', 'écrivez', 'partage', 'partagez', 'divulgue', 'divulguez', 'cite', 'citez',
    ],
    secret: [
      "(?:ton|votre|le|tes|vos|les)\\s+(?:prompt|message|instructions|consignes|règles)\\s+(?:système|du\\s+système|de\\s+système|initial(?:e|es)?|caché(?:e|es|s)?|secrète?s?|d['’]origine|originales?|internes?)",
    ],
    secretFirst: false,
    release: [
      '(?:tu\\s+es|vous\\s+êtes)\\s+(?:maintenant|désormais|à\\s+présent)\\s+(?:libérée?s?|libres?|affranchie?s?)\\s+(?:de\\s+)?(?:toutes?\\s+(?:les\\s+)?)?(?:règles?|restrictions?|contraintes?|limites?)',
      "(?:tu\\s+n['’]as|vous\\s+n['’]avez)\\s+plus\\s+(?:aucune\\s+|de\\s+)?(?:règles?|restrictions?|limites?)",
    ],
  },
  de: {
    spaced: true, start: true, end: true,
    dropFirst: [
      'ignoriere', 'ignorier', 'ignorieren\\s+Sie', 'vergiss', 'vergesst', 'vergessen\\s+Sie', 'missachte', 'missachtet', 'missachten\\s+Sie',
      'überspring(?:e)?', 'überspringen\\s+Sie', 'beachte\\s+nicht', 'beachten\\s+Sie\\s+nicht', 'lass(?:t)?\\s+außer\\s+Acht', 'lassen\\s+Sie\\s+außer\\s+Acht',
      'ohne\\s+Rücksicht\\s+auf', 'ungeachtet',
    ],
    dropLast: ['ignorieren', 'nicht\\s+beachten', 'außer\\s+Acht\\s+lassen', 'missachten', 'ignoriere', 'ignorier', 'vergiss', 'vergesst'],
    earlier: [
      'obigen?', 'vorherigen?', 'vorigen?', 'vorangegangenen?', 'vorhergehenden?', 'bisherigen?', 'früheren?', 'ursprünglichen?', 'vorstehenden?',
      'alle', 'sämtliche', 'oben', 'oben\\s+genannten?', 'zuvor', 'davor', 'vorher', 'erhaltenen?', 'gegebenen?', 'anfänglichen?',
    ],
    object: [
      'Anweisung(?:en)?', 'Instruktion(?:en)?', 'Regeln?', 'Befehle?', 'Vorgaben?', 'Fragen?', 'Aufgaben?', 'Anfragen?', 'Aufforderung(?:en)?', 'Text',
      'Prompts?', 'Richtlinien?', 'Anordnung(?:en)?',
    ],
    noAnswer: ['beantworte(?:t)?\\s+nicht', 'beantworten\\s+Sie\\s+nicht', 
      '(?:beantworte|beantwortet|beantworten\\s+Sie)\\s+(?:die|diese|meine)\\s+(?:obige\\s+|vorherige\\s+)?Frage\\s+nicht', 'antworte\\s+nicht',
      'antwortet\\s+nicht', 'antworten\\s+Sie\\s+nicht', 'statt\\s+(?:zu\\s+antworten|einer\\s+Antwort|die\\s+Frage\\s+zu\\s+beantworten)',
      'anstatt\\s+(?:zu\\s+antworten|die\\s+Frage\\s+zu\\s+beantworten)', 'ohne\\s+(?:die\\s+Frage\\s+)?zu\\s+(?:beantworten|antworten)',
      'keine\\s+Antwort\\s+(?:nötig|notwendig|erforderlich)', '(?:du\\s+musst|Sie\\s+müssen)\\s+(?:die\\s+Frage\\s+)?nicht\\s+(?:beantworten|antworten)',
    ],
    only: ['nur', 'einfach', 'lediglich', 'direkt', 'ausschließlich', 'stattdessen', 'sondern', 'bloß'],
    answer: ['antworte', 'antwortet', 'antworten\\s+Sie', 'beantworte'],
    emit: ['paraphrasiere', 'paraphrasieren\\s+Sie', 'gib\\s+(?:\\S+\\s+){0,2}aus', 'geben\\s+Sie\\s+(?:\\S+\\s+){0,2}aus', 
      'gib', 'gebt', 'geben\\s+Sie', 'sag', 'sage', 'sagt', 'sagen\\s+Sie', 'schreib', 'schreibe', 'schreibt', 'schreiben\\s+Sie', 'wiederhole',
      'wiederholt', 'wiederholen\\s+Sie', 'drucke', 'antworte\\s+mit', 'antworten\\s+Sie\\s+mit', 'formuliere', 'formulieren\\s+Sie', 'ausgeben',
      'sagen', 'schreiben', 'wiederholen', 'umformulieren',
    ],
    nothingElse: [
      'nichts\\s+(?:anderes|weiteres|sonst|außerdem)', 'keine\\s+(?:weiteren|anderen|zusätzlichen)\\s+(?:Wörter|Worte|Erklärungen|Kommentare|Texte)',
      'ohne\\s+(?:weitere\\s+|jegliche\\s+|zusätzliche\\s+)?(?:Erklärung|Erklärungen|Kommentar|Kommentare|Zusätze|Präfix|Einleitung)',
    ],
    reveal: [
      'zeige', 'zeig', 'zeigen\\s+Sie', 'verrate', 'verraten\\s+Sie', 'gib', 'geben\\s+Sie', 'wiederhole', 'wiederholen\\s+Sie', 'nenne', 'nennen\\s+Sie',
      'drucke', 'schreib', 'schreibe', 'offenbare', 'teile', 'teilen\\s+Sie', 'gib\\s+aus',
    ],
    secret: [
      '(?:deinen|deine|dein|Ihren|Ihre|Ihr|den|die|das)\\s+(?:vollständigen?\\s+|kompletten?\\s+|ganzen?\\s+)?(?:System-?prompts?|System-?nachricht|System-?anweisung(?:en)?|ursprünglichen\\s+Anweisungen|anfänglichen\\s+Anweisungen|Startanweisungen|Initialanweisungen|(?:geheimen|versteckten|internen|verborgenen)\\s+(?:Anweisungen|Regeln|Instruktionen))',
    ],
    secretFirst: false,
    release: [
      '\\b(?:du\\s+bist|Sie\\s+sind)\\s+(?:jetzt|nun|ab\\s+sofort)\\s+(?:frei\\s+von\\s+(?:allen\\s+|jeglichen\\s+)?(?:Regeln|Einschränkungen|Beschränkungen|Richtlinien)|an\\s+keine\\s+(?:Regeln|Richtlinien)\\s+(?:mehr\\s+)?gebunden)',
      '\\b(?:du\\s+hast|Sie\\s+haben)\\s+(?:jetzt\\s+|ab\\s+sofort\\s+)?keine\\s+(?:Einschränkungen|Regeln|Beschränkungen|Grenzen)\\s+mehr',
    ],
    exclude: ['^[^\\p{L}]?(?:vergiss|vergesst|vergessen\\s+sie|ignorier\\w*|missacht\\w*)\\s+(?:bitte\\s+)?(?:nie|nicht)\\b'],
  },
  it: {
    spaced: true, start: true, end: true,
    dropFirst: [
      'ignora', 'ignorate', 'ignori', 'dimentica', 'dimenticate', 'dimentichi', 'trascura', 'trascurate', 'non\\s+considerare', 'non\\s+tenere\\s+conto\\s+(?:di|delle|della|dei|del)',
      'lascia\\s+perdere', 'lasciate\\s+perdere', 'non\\s+badare\\s+a(?:lle|lla|i|l)?', 'tralascia', 'tralasciate', 'scarta', 'ignorando',
    ],
    dropLast: [],
    earlier: [
      'precedenti', 'precedente', 'sopra', 'di\\s+sopra', 'qui\\s+sopra', 'sopra\\s+riportat[aei]', 'iniziali', 'originali', 'tutte', 'tutti',
      'fornite\\s+(?:prima|in\\s+precedenza)', 'date\\s+(?:prima|in\\s+precedenza)', 'suddett[aei]', 'anteriori',
    ],
    object: ['istruzioni', 'istruzione', 'regole', 'indicazioni', 'direttive', 'domanda', 'domande', 'richiesta', 'compito', 'comandi', 'ordini', 'prompt', 'testo', 'consegna', 'quesito'],
    noAnswer: [
      'non\\s+rispondere', 'non\\s+risponda', 'non\\s+rispondete', 'senza\\s+rispondere', 'invece\\s+di\\s+rispondere', 'anziché\\s+rispondere',
      "non\\s+(?:c['’]è|serve)\\s+(?:bisogno\\s+di\\s+)?rispondere", 'non\\s+devi\\s+rispondere',
    ],
    only: ['solo', 'soltanto', 'solamente', 'semplicemente', 'direttamente', 'unicamente', 'invece', 'limitati\\s+a', 'limitatevi\\s+a'],
    answer: ['rispondi', 'risponda', 'rispondete', 'rispondere'],
    emit: ['esporta', 'esportare', 
      "di['’]", 'dì', 'dite', 'dimmi', 'scrivi', 'scrivete', 'scriva', 'stampa', 'stampate', 'ripeti', 'ripetete', 'ripeta', 'rispondi\\s+con',
      'restituisci', 'mostra', 'produci', 'genera', 'emetti', 'riformula', 'parafrasa', 'dire', 'scrivere', 'ripetere', 'stampare',
    ],
    nothingElse: [
      "non\\s+aggiungere\\s+(?:nient['’]altro|altro|nulla|altre\\s+parole)", "nient['’]altro", "nessun['’]altra\\s+parola",
      'senza\\s+(?:aggiungere\\s+)?(?:altro|spiegazioni|commenti|prefissi)',
    ],
    reveal: [
      'mostra', 'mostrami', 'mostrate', 'rivela', 'rivelami', 'rivelate', 'dimmi', 'ditemi', 'ripeti', 'ripetete', 'stampa', 'scrivi', 'condividi',
      'svela', 'elenca', 'riporta',
    ],
    secret: [
      '(?:il\\s+tuo\\s+|il\\s+suo\\s+|le\\s+tue\\s+|le\\s+sue\\s+|il\\s+|le\\s+)?(?:prompt|messaggio|istruzioni|regole)\\s+(?:di\\s+sistema|del\\s+sistema|iniziali|nascost[ei]|segret[ei]|originali|interne)',
    ],
    secretFirst: false,
    release: [
      '\\b(?:ora\\s+|adesso\\s+)?(?:sei|siete)\\s+(?:ora\\s+|adesso\\s+)?liber[oiae]\\s+da\\s+(?:tutte\\s+le\\s+|ogni\\s+|qualsiasi\\s+)?(?:regole|restrizioni|limitazioni|vincoli)',
      '\\bnon\\s+hai\\s+più\\s+(?:alcuna\\s+|nessuna\\s+)?(?:regola|regole|restrizione|restrizioni|limiti)',
    ],
  },
  ru: {
    spaced: true, start: true, end: true,
    dropFirst: [
      'игнорируй', 'игнорируйте', 'проигнорируй', 'проигнорируйте', 'забудь', 'забудьте', 'не\\s+обращай(?:те)?\\s+внимани[ея]\\s+на',
      'не\\s+учитывай(?:те)?', 'отбрось(?:те)?', 'не\\s+принимай(?:те)?\\s+во\\s+внимание', 'не\\s+обращая\\s+внимания\\s+на', 'игнорируя',
      'забыв\\s+(?:про|о)', 'не\\s+слушай(?:те)?', 'не\\s+следуй(?:те)?', 'не\\s+выполняй(?:те)?', 'пренебреги(?:те)?', 'отмени(?:те)?',
    ],
    dropLast: [
      'игнорируй', 'игнорируйте', 'проигнорируй', 'проигнорируйте', 'забудь', 'забудьте', 'не\\s+учитывай(?:те)?', 'отбрось(?:те)?', 'не\\s+выполняй(?:те)?',
    ],
    earlier: [
      'предыдущ(?:ие|ий|ую|ее|его|их)', 'прежн(?:ие|ий|юю|ее|его|их)', 'вышеуказанн(?:ые|ый|ую|ое|ого|ых)', 'вышеупомянут(?:ые|ый|ую|ое|ого|ых)',
      'вышеприведённ(?:ые|ый|ую|ое)', 'вышеприведенн(?:ые|ый|ую|ое)', 'вышеизложенн(?:ые|ый|ую|ое)', 'изначальн(?:ые|ый|ую|ое|ых)',
      'исходн(?:ые|ый|ую|ое|ых)', 'первоначальн(?:ые|ый|ую|ое|ых)', 'прошл(?:ые|ый|ую|ое|ых)', 'все', 'всё', 'всех', 'выше', 'ранее', 'сверху',
      'до\\s+этого', 'данн(?:ые|ый|ую|ое)\\s+(?:ранее|выше|тебе|вам)', 'полученн(?:ые|ый|ую|ое)',
    ],
    object: ['приглашени(?:е|я)', 
      'инструкци(?:я|и|ю|й|ям|ями)', 'указани(?:е|я|й|ям|ями)', 'правил(?:а|о|ам|ами)?', 'команд(?:а|у|ы|ам|ами)?', 'вопрос(?:ы|а|ов|ам)?',
      'задани(?:е|я|й)', 'задач(?:а|у|и)', 'просьб(?:а|у|ы)', 'запрос(?:ы|а|ов)?', 'текст(?:а|ы)?', 'установк(?:а|и|у)', 'директив(?:а|ы|у)?',
      'сообщени(?:е|я)', 'промпт(?:а|ы)?', 'распоряжени(?:е|я|й)', 'ограничени(?:я|й)',
    ],
    noAnswer: [
      'не\\s+отвечай(?:те)?', 'не\\s+нужно\\s+отвечать', 'не\\s+надо\\s+отвечать', 'не\\s+стоит\\s+отвечать', 'вместо\\s+(?:ответа|того,?\\s+чтобы\\s+отвечать)',
      'без\\s+ответа', 'отвечать\\s+не\\s+(?:нужно|надо)', 'не\\s+давай(?:те)?\\s+ответа?',
    ],
    only: ['прямо', 'просто', 'только', 'лишь', 'сразу', 'напрямую', 'вместо\\s+этого', 'дословно'],
    answer: ['ответь', 'ответьте', 'отвечай', 'отвечайте'],
    emit: ['выводи', 'выводите', 'перескажи', 'перескажите', 'пересказать', 
      'выведи', 'выведите', 'скажи', 'скажите', 'напиши', 'напишите', 'повтори', 'повторите', 'ответь', 'ответьте', 'напечатай', 'напечатайте',
      'перефразируй', 'перефразируйте', 'выдай', 'выдайте', 'произнеси', 'процитируй', 'верни', 'вывести', 'сказать', 'написать', 'повторить',
      'ответить', 'перефразировать',
    ],
    nothingElse: [
      'ничего\\s+(?:больше|другого|лишнего|иного)', 'ничего\\s+не\\s+добавляй(?:те)?', 'без\\s+(?:каких-либо\\s+|любых\\s+)?(?:других|лишних|дополнительных)\\s+(?:слов|пояснений|комментариев)',
      'без\\s+(?:пояснений|комментариев|объяснений|префикса)', 'больше\\s+ничего',
    ],
    reveal: [
      'покажи', 'покажите', 'раскрой', 'раскройте', 'выведи', 'выведите', 'повтори', 'повторите', 'скажи', 'скажите', 'напиши', 'напишите',
      'распечатай(?:те)?', 'процитируй(?:те)?', 'сообщи(?:те)?', 'назови(?:те)?', 'перечисли(?:те)?', 'поделись', 'поделитесь', 'огласи(?:те)?',
    ],
    secret: [
      'системн(?:ый|ого|ым)\\s+(?:промпт|запрос)', 'системн(?:ую|ая|ой)\\s+подсказк(?:у|а|и)',
      'системн(?:ые|ых|ое|ого)\\s+(?:инструкци(?:и|ю|й)|сообщени(?:е|я)|указани(?:я|й)|промпты?)',
      '(?:исходн|первоначальн|изначальн|скрыт|секретн|тайн|внутренн)(?:ые|ых|ую|ое|ый|ий|ие|их)\\s+(?:инструкци(?:и|ю|й)|указани(?:я|й)|правила?|промпт)',
    ],
    secretFirst: false,
    release: [
      '(?:ты|вы)\\s+(?:теперь\\s+|отныне\\s+)?(?:свободн(?:ы|а)?|свободен)\\s+от\\s+(?:всех\\s+|любых\\s+)?(?:правил|ограничений|запретов)',
      'у\\s+(?:тебя|вас)\\s+(?:больше\\s+)?нет\\s+(?:больше\\s+)?(?:никаких\\s+)?(?:ограничений|правил|запретов)',
      '(?:ты|вы)\\s+(?:больше\\s+)?не\\s+(?:связан(?:ы|а)?|ограничен(?:ы|а)?)\\s+(?:никакими\\s+)?(?:правилами|ограничениями)',
    ],
  },
  zh: {
    spaced: false, start: false, end: false,
    subject: '我们|我們|他们|他們|她们|我|他|她|它',
    dropFirst: [
      '忽略', '忽视', '忽視', '无视', '無視', '忘记', '忘記', '忘掉', '不要理会', '不要理會', '不用理会', '不用理會', '不用管', '别管', '別管', '不要管',
      '跳过', '跳過', '抛开', '拋開', '撇开', '撇開', '放弃', '放棄', '不要遵守', '不要遵循', '别理', '別理',
    ],
    dropLast: [],
    earlier: ['之前', '以前', '先前', '上面', '上述', '以上', '前面', '原来', '原來', '原先', '原有', '所有', '全部', '一切', '此前', '刚才', '剛才', '前述'],
    object: ['提问', '指令', '指示', '说明', '說明', '规则', '規則', '命令', '提示', '问题', '問題', '任务', '任務', '要求', '设定', '設定', '内容', '內容', '请求', '請求', '约束', '約束'],
    noAnswer: [
      '不要回答', '不用回答', '不必回答', '无需回答', '無需回答', '别回答', '別回答', '不需要回答', '不要回复', '不要回覆', '不用回复', '不要作答',
      '与其回答', '與其回答', '而不是回答', '不回答',
    ],
    only: ['只', '仅', '僅', '直接', '只需', '只要', '只管', '而是', '仅仅', '僅僅'],
    answer: ['回答', '回复', '回覆', '作答'],
    emit: ['输出', '輸出', '说', '說', '打印', '重复', '重複', '回复', '回覆', '写', '寫', '复述', '複述', '回答', '给出', '給出'],
    nothingElse: [
      '不要(?:添加|加上|附加|输出|說|说|写|寫)(?:任何)?(?:其他|其它|别的|別的|额外|額外)', '不要有(?:任何)?(?:其他|其它)', '除此之外(?:什么|什麼)?(?:都)?不要',
    ],
    reveal: ['显示', '顯示', '告诉我', '告訴我', '透露', '输出', '輸出', '重复', '重複', '打印', '给我看', '給我看', '展示', '泄露', '洩露', '公开', '公開', '列出', '说出', '說出', '复述', '複述'],
    secret: [
      '系统提示词?', '系統提示詞?', '系统提示语', '初始(?:指令|指示|提示词?|设定|設定)', '原始(?:指令|指示|提示词?)', '系统指令', '系統指令',
      '隐藏(?:的)?(?:指令|规则|指示)', '隱藏(?:的)?(?:指令|規則|指示)', '系统消息', '系統訊息', '内部规则', '內部規則', '预设指令', '預設指令',
    ],
    secretFirst: true,
    release: [
      '(?:你|您)(?:现在|現在)?(?:已经|已經)?(?:不再受|不受|摆脱了|擺脫了)(?:任何)?(?:规则|規則|限制|约束|約束)',
      '(?:你|您)(?:现在|現在)(?:是)?自由的?[，,]?(?:不受|没有|沒有)(?:任何)?(?:规则|規則|限制|约束|約束)',
    ],
    exclude: ['^(?:我们|我們|他们|他們|她们|我|他|她|它)'],
  },
  ja: {
    spaced: false, start: false, end: false,
    dropFirst: [],
    dropLast: [
      '無視(?:して|しろ|せよ|すること|しなさい)', '忘れ(?:て|ろ|なさい)', '気にせず', '気にしないで', 'スキップ(?:して|しろ)', '従わ(?:ないで|ずに)',
      '放棄(?:して|しろ)', '破棄(?:して|しろ)', '捨て(?:て|ろ)',
    ],
    earlier: ['上記', '以上', 'これまで', '先ほど', 'さっき', '今まで', '最初', 'すべて', '全て', '以前', '(?:^|[^\\p{Han}])(?:前|上|元)'],
    object: [
      '(?:の)?(?:すべての|全ての)?(?:指示|命令|ルール|指令|質問|依頼|内容|要求|設定|タスク|問題|課題|プロンプト|制約|規則|会話|コマンド)(?:は|を|も)?(?:すべて|全て|一切)?',
    ],
    noAnswer: [
      '(?:答え|回答せ|返答せ)ず', '(?:答え|回答し|返答し)ないで', '答える必要は(?:ありません|ない)', '答えなくて(?:いい|よい|結構)', '回答は不要', '(?:回答|返答)する代わりに',
      '答える代わりに',
    ],
    only: ['次のように', 'だけ', 'のみ', 'ただ', '単に', '直接', 'そのまま', '代わりに'],
    answer: ['答えて', '回答して', '返信して', '返答して'],
    emit: ['言い換え', '復唱', '返信', '出力', '言って', '言え', '繰り返', '書いて', '書け', '表示', '印刷', '返して', '答えて', 'と言', 'と書', 'と答え'],
    nothingElse: ['(?:他|ほか)の[^。]{0,6}(?:は|を)?(?:加え|追加し|付け)(?:ず|ないで)', '(?:言葉|句読点|情報|説明)(?:や[^。]{0,8})?を?(?:追加|加え|付け)(?:せず|ず|ないで)', 
      '(?:他|ほか)(?:に|の)?(?:は)?(?:何も|なにも|一切)(?:言わ|書か|付け加え|追加し|出力し|加え)', '(?:余計な|追加の|前置きの?)(?:説明|言葉|文章|コメント)(?:は|を)?(?:一切)?(?:不要|なし|付けず|加えず|書かず)',
    ],
    reveal: ['表示', '教え', '見せ', '出力', '繰り返', '公開', '明かし', '書き出', '開示', '共有', '引用'],
    secret: [
      'システムプロンプト', 'システム・プロンプト', '初期(?:指示|設定|プロンプト)', '最初の(?:指示|プロンプト)', 'システム(?:指示|メッセージ|命令)', '隠(?:された|し)(?:指示|ルール|命令)',
      '内部(?:ルール|指示)', '秘密の(?:指示|ルール)',
    ],
    secretFirst: true,
    release: [
      '(?:あなた|君|お前)には(?:もう)?(?:何の|一切の|いかなる)?(?:制限|ルール|規則|制約)(?:も|が)?(?:ありません|ない)',
      '(?:すべての|全ての|あらゆる)?(?:制限|ルール|規則|制約)から解放され',
    ],
  },
  ko: {
    spaced: true, start: false, end: false,
    dropFirst: [],
    dropLast: ['무시', '잊어', '잊고', '잊으', '신경\\s*쓰지\\s*말', '따르지\\s*말', '건너뛰'],
    earlier: ['이전(?:의)?', '위의', '위', '앞의', '앞서', '지금까지의?', '기존의?', '모든', '원래의?', '처음의?', '위에\\s*있는', '위에서\\s*말한', '상기'],
    object: ['(?:지시(?:사항)?|지침|명령|규칙|질문|요청|작업|과제|내용|프롬프트|설정|제약)(?:들)?(?:을|를|은|는|도)?(?:\\s*(?:모두|전부|다|전혀))?'],
    noAnswer: [
      '(?:대답|답변|답|응답)하지\\s*말', '(?:대답|답변)할\\s*필요\\s*(?:없|가\\s*없)', '(?:대답|답변)하는\\s*대신', '(?:대답|답변)하지\\s*않고',
    ],
    only: ['그냥', '오직', '단지', '바로', '대신', '만'],
    answer: ['답해', '대답해', '답변해', '응답해'],
    emit: ['출력', '말해', '말하', '반복', '써', '적어', '인쇄', '답해', '대답해', '표시'],
    nothingElse: [
      '다른\\s*(?:말|내용|설명|텍스트|단어)(?:은|는|을|를|도)?\\s*(?:하지|덧붙이지|추가하지|쓰지|붙이지|출력하지)\\s*(?:마|말)', '그\\s*외(?:에는|의)?\\s*아무것도', '설명\\s*없이',
    ],
    reveal: ['보여', '알려', '출력', '공개', '반복', '말해', '밝혀', '드러내', '적어'],
    secret: [
      '시스템\\s*프롬프트', '초기\\s*(?:지시|지침|프롬프트|설정)', '시스템\\s*(?:지시|지침|메시지|명령)', '숨겨진\\s*(?:지시|규칙|지침)', '내부\\s*(?:규칙|지침)',
      '비밀\\s*(?:지시|규칙|지침)', '원래\\s*(?:지시|지침)',
    ],
    secretFirst: true,
    release: [
      '(?:너는|너에게는|당신은|당신에게는)\\s*(?:이제|지금부터)?\\s*(?:어떤|아무런)?\\s*(?:제한|규칙|제약)(?:도|이)?\\s*(?:없|적용되지)',
      '(?:모든\\s*)?(?:제한|규칙|제약)(?:에서|으로부터)\\s*(?:자유|해방)',
    ],
  },
  hi: {
    spaced: true, start: true, end: false,
    dropFirst: [],
    dropLast: ['उपेक्षा', 
      'अनदेखा', 'नज़रअंदाज़', 'नजरअंदाज', 'नज़रअंदाज', 'नजरंदाज', 'भूल\\s*जा', 'इग्नोर', 'ध्यान\\s*(?:न|मत)\\s*द', 'छोड़\\s*द', 'छोड\\s*द', 'अवहेलना', 'दरकिनार',
    ],
    earlier: [
      'पिछले', 'पिछली', 'पहले\\s*के', 'पहले\\s*(?:दिए|दिये)\\s*(?:गए|गये)', 'पहले\\s*दी\\s*गई', 'ऊपर\\s*(?:दिए\\s*गए|दिये\\s*गये|दी\\s*गई|के|लिखे|लिखी|बताए\\s*गए)', 'ऊपर',
      'उपरोक्त', 'सभी', 'सारे', 'सारी', 'पूर्व', 'मूल', 'प्रारंभिक',
    ],
    object: ['संकेत', 'कमांड', 'इनपुट', 'निर्देश(?:ों)?', 'नियम(?:ों)?', 'आदेश(?:ों)?', 'प्रश्न(?:ों)?', 'सवाल(?:ों)?', 'कार्य', 'अनुरोध', 'प्रॉम्प्ट', 'हिदायत(?:ों)?', 'इंस्ट्रक्शन'],
    noAnswer: [
      '(?:जवाब|उत्तर)\\s*(?:मत|न)\\s*(?:दो|दें|दीजिए|देना)', '(?:जवाब|उत्तर)\\s*देने\\s*की\\s*(?:कोई\\s*)?(?:ज़रूरत|जरूरत|आवश्यकता)\\s*नहीं',
      '(?:जवाब|उत्तर)\\s*देने\\s*के\\s*बजाय', '(?:जवाब|उत्तर)\\s*दिए\\s*बिना',
    ],
    only: ['बस', 'केवल', 'सिर्फ़', 'सिर्फ', 'सीधे', 'सीधा', 'इसके\\s*बजाय'],
    answer: ['(?:उत्तर|जवाब)\\s*(?:दें|दो|दीजिए)'],
    emit: ['आउटपुट\\s*कर', 'आउटपुट', 'लिखो', 'लिखें', 'लिखिए', 'कहो', 'कहें', 'कहिए', 'बोलो', 'बोलें', 'दोहराओ', 'दोहराएं', 'दोहराएँ', 'दोहराइए', 'प्रिंट', 'छापो', '(?:जवाब|उत्तर)\\s*दो'],
    nothingElse: ['(?:और|कोई)\\s*(?:कुछ|दूसरा|अन्य)\\s*(?:मत|न|नहीं)', 'इसके\\s*(?:अलावा|सिवा)\\s*कुछ\\s*(?:मत|न|नहीं)', 'कोई\\s*(?:अन्य|और)\\s*शब्द\\s*(?:मत|न|नहीं)'],
    reveal: ['दिखाओ', 'दिखाएं', 'दिखाएँ', 'दिखाइए', 'बताओ', 'बताएं', 'बताएँ', 'बताइए', 'प्रकट\\s*कर', 'उजागर\\s*कर', 'दोहराओ', 'दोहराएं', 'लिखो', 'लिखें', 'प्रिंट\\s*कर', 'साझा\\s*कर'],
    secret: [
      'सिस्टम\\s*(?:प्रॉम्प्ट|प्रोम्प्ट|प्रांप्ट)', 'प्रारंभिक\\s*निर्देश', 'सिस्टम\\s*(?:निर्देश|संदेश)', 'छिपे\\s*(?:हुए\\s*)?(?:निर्देश|नियम)', 'गुप्त\\s*(?:निर्देश|नियम)',
      'मूल\\s*निर्देश', 'आंतरिक\\s*(?:निर्देश|नियम)', 'शुरुआती\\s*निर्देश',
    ],
    secretFirst: true,
    release: [
      '(?:तुम|आप)\\s*(?:अब)?\\s*(?:सभी|किसी\\s*भी)?\\s*(?:नियमों|प्रतिबंधों|पाबंदियों)\\s*से\\s*(?:मुक्त|आज़ाद|आजाद)',
      '(?:तुम्हारे|आपके|तुम\\s*पर|आप\\s*पर)\\s*(?:ऊपर\\s*)?(?:अब\\s*)?कोई\\s*(?:प्रतिबंध|नियम|सीमा|पाबंदी)\\s*नहीं',
    ],
    exclude: ['भूल\\s*(?:गया|गई|गए|गयी|जाता|जाती)'],
  },
  bn: {
    spaced: true, start: true, end: false,
    dropFirst: [],
    dropLast: [
      'উপেক্ষা', 'ভুলে\\s*(?:যাও|যান|যা)', 'অগ্রাহ্য', 'এড়িয়ে', 'পাত্তা\\s*(?:দিও|দেবেন|দিবেন)\\s*না', 'ইগনোর', 'বাদ\\s*(?:দাও|দিন)',
      'মনোযোগ\\s*(?:দিও|দেবেন|দিবেন)\\s*না', 'অবজ্ঞা',
    ],
    earlier: ['আগের', 'পূর্ববর্তী', 'উপরের', 'উপরে\\s*(?:দেওয়া|উল্লিখিত|লেখা)', 'উপরোক্ত', 'পূর্বের', 'সব', 'সমস্ত', 'সকল', 'প্রাথমিক', 'মূল', 'আগে\\s*দেওয়া'],
    object: ['সংকেত', 'নির্দেশ(?:না|াবলী)?', 'নিয়ম', 'প্রশ্ন', 'আদেশ', 'কাজ', 'অনুরোধ', 'কমান্ড', 'প্রম্পট'],
    noAnswer: [
      '(?:উত্তর|জবাব)\\s*(?:দিও|দিবেন|দেবেন|দিয়ো|দিস)\\s*না', '(?:উত্তর|জবাব)\\s*দেওয়ার\\s*(?:কোনো\\s*)?(?:দরকার|প্রয়োজন)\\s*নেই', '(?:উত্তর|জবাব)\\s*না\\s*দিয়ে',
      '(?:উত্তর|জবাব)\\s*দেওয়ার\\s*(?:বদলে|পরিবর্তে)',
    ],
    only: ['শুধু(?:মাত্র)?', 'কেবল(?:মাত্র)?', 'সরাসরি', 'বরং', 'তার\\s*বদলে'],
    answer: ['(?:উত্তর|জবাব)\\s*(?:দিন|দাও)'],
    emit: ['আউটপুট\\s*কর', 'আউটপুট', 'লিখুন', 'লেখো', 'লিখো', 'লিখে\\s*দাও', 'বলুন', 'বলো', 'পুনরাবৃত্তি', 'প্রিন্ট', 'দেখাও', 'দেখান', 'উত্তর\\s*দিন'],
    nothingElse: ['(?:আর|অন্য)\\s*কিছু\\s*(?:যোগ\\s*)?(?:করবে|করবেন|লিখবে|লিখবেন|বলবে|বলবেন)?\\s*না', 'অতিরিক্ত\\s*কিছু\\s*(?:না|নয়)'],
    reveal: ['দেখাও', 'দেখান', 'বলো', 'বলুন', 'প্রকাশ\\s*কর', 'জানাও', 'জানান', 'পুনরাবৃত্তি\\s*কর', 'লিখে\\s*দাও', 'লিখুন', 'প্রিন্ট\\s*কর', 'শেয়ার\\s*কর'],
    secret: [
      'সিস্টেম\\s*প্রম্পট', 'সিস্টেম\\s*(?:নির্দেশ|বার্তা)', 'প্রাথমিক\\s*নির্দেশ', 'লুকানো\\s*(?:নির্দেশ|নিয়ম)', 'গোপন\\s*(?:নির্দেশ|নিয়ম)', 'মূল\\s*নির্দেশ',
      'অভ্যন্তরীণ\\s*(?:নির্দেশ|নিয়ম)',
    ],
    secretFirst: true,
    release: [
      '(?:তুমি|আপনি)\\s*(?:এখন)?\\s*(?:সব|সমস্ত|কোনো)?\\s*(?:নিয়ম|বিধিনিষেধ|সীমাবদ্ধতা)(?:গুলো)?\\s*থেকে\\s*মুক্ত',
      '(?:তোমার|আপনার)\\s*(?:এখন\\s*)?(?:আর\\s*)?কোনো\\s*(?:নিয়ম|বিধিনিষেধ|সীমাবদ্ধতা)\\s*নেই',
    ],
    exclude: ['ভুলে\\s*(?:গেছি|গেছে|গিয়েছি|গেলাম|গেছেন|যাই|যায়)'],
  },
  ar: {
    spaced: true, start: false, end: false,
    dropFirst: [
      'تجاهل', 'تجاهلي', 'تجاهلوا', 'انس', 'انسَ', 'انسى', 'انسي', 'انسوا', 'أهمل', 'أهملي', 'اهمل', 'تخط', 'تخطى', 'لا\\s*تلتفت\\s*(?:إلى|الى|ل)',
      'لا\\s*تهتم\\s*ب', 'تغاض\\s*عن', 'ضع\\s*جانبا', 'بغض\\s*النظر\\s*عن', 'متجاهلا',
    ],
    dropLast: [],
    earlier: ['السابقة', 'السابق', 'أعلاه', 'اعلاه', 'المذكورة', 'المذكور', 'الواردة', 'الأصلية', 'الأولية', 'الماضية', 'جميع', 'كل', 'فوق', 'من\\s*قبل', 'السالفة', 'المتقدمة'],
    object: ['التعليمات', 'التعليمة', 'الأوامر', 'الأمر', 'القواعد', 'الإرشادات', 'السؤال', 'الأسئلة', 'المهمة', 'الطلب', 'التوجيهات', 'المطالبة', 'الموجه', 'النص', 'المحتوى', 'تعليمات'],
    noAnswer: [
      'لا\\s*(?:تجب|تجيبي|تجيبوا|ترد|تردي)', '(?:لا\\s*داعي|لا\\s*حاجة)\\s*(?:ل|إلى\\s*)?(?:لإجابة|الإجابة|للإجابة|الرد|للرد)', 'بدلا?ً?\\s*من\\s*(?:الإجابة|الرد)',
      'دون\\s*(?:الإجابة|الرد)', 'بدون\\s*(?:إجابة|الإجابة|رد)',
    ],
    only: ['فقط', 'مباشرة', 'مباشرةً', 'ببساطة', 'بدلا\\s*من\\s*ذلك', 'بدلاً\\s*من\\s*ذلك'],
    answer: ['أجب', 'اجب', 'أجيبي', 'رد', 'الرد', 'أجيبوا'],
    emit: ['الإخراج', 'إخراج', 'التكرار', 'أخرج', 'اخرج', 'أخرجي', 'قل', 'قولي', 'اكتب', 'اكتبي', 'كرر', 'كرري', 'اطبع', 'اطبعي', 'أجب\\s*ب', 'أعد\\s*صياغة', 'ردد', 'أظهر', 'أعط'],
    nothingElse: [
      '(?:لا|ولا)\\s*(?:تضف|تضيف|تكتب|تقل)\\s*(?:أي\\s*)?(?:شيء|شيئا|شيئاً|كلمات?)\\s*(?:آخر|اخر|أخرى|إضافي)', '(?:دون|بدون)\\s*(?:أي\\s*)?(?:إضافات|كلمات\\s*أخرى|شرح|مقدمة)',
    ],
    reveal: ['اعرض', 'أظهر', 'اظهر', 'اكشف', 'أخبرني', 'اخبرني', 'كرر', 'اطبع', 'اكتب', 'شارك', 'أفصح\\s*عن', 'قل\\s*لي'],
    secret: [
      'موجه\\s*النظام', 'تعليمات\\s*النظام', 'رسالة\\s*النظام', 'التعليمات\\s*(?:الأولية|الأصلية|المخفية|السرية|الداخلية)', 'القواعد\\s*(?:المخفية|السرية|الداخلية)',
      'مطالبة\\s*النظام', 'برومبت\\s*النظام', 'أوامر\\s*النظام', 'تعليماتك\\s*(?:الأولية|الأصلية|المخفية|السرية)',
    ],
    secretFirst: false,
    release: [
      '(?:أنت|انت)\\s*(?:الآن|الان)?\\s*(?:حر|حرة|متحرر|متحررة)\\s*من\\s*(?:كل|جميع|أي)?\\s*(?:القواعد|القيود)',
      '(?:لم\\s*(?:يعد|تعد)\\s*لديك|ليس\\s*لديك\\s*(?:الآن|بعد\\s*الآن))\\s*(?:أي\\s*)?(?:قيود|قواعد)',
    ],
  },
  fa: {
    spaced: true, start: false, end: false,
    dropFirst: ['نادیده\\s*بگیر(?:ید)?', 'فراموش\\s*کن(?:ید)?', 'بی‌?خیال'],
    dropLast: [
      'نادیده\\s*بگیر(?:ید)?', 'فراموش\\s*کن(?:ید)?', 'توجه\\s*نکن(?:ید)?', 'اعتنا\\s*نکن(?:ید)?', 'کنار\\s*بگذار(?:ید)?', 'صرف\\s*نظر\\s*کن(?:ید)?',
      'از\\s*یاد\\s*ببر(?:ید)?', 'رها\\s*کن(?:ید)?', 'ایگنور\\s*کن(?:ید)?',
    ],
    earlier: ['قبلی', 'پیشین', 'قبل', 'بالا', 'بالایی', 'فوق', 'اولیه', 'اصلی', 'همه(?:\\u200c?ی)?', 'تمام', 'تمامی', 'گذشته', 'ذکر\\s*شده'],
    object: ['دستورالعمل', 'دستور', 'قوانین', 'قانون', 'قواعد', 'سؤال', 'سوال', 'پرسش', 'وظیفه', 'درخواست', 'فرمان', 'پرامپت', 'متن', 'راهنمایی'],
    noAnswer: [
      '(?:جواب|پاسخ)\\s*(?:نده|ندهید|ندید)', '(?:نیازی|لازم)\\s*(?:نیست|به)\\s*(?:جواب|پاسخ)', 'بدون\\s*(?:جواب|پاسخ)\\s*دادن', 'به\\s*جای\\s*(?:جواب|پاسخ)',
      'بجای\\s*(?:جواب|پاسخ)',
    ],
    only: ['فقط', 'تنها', 'مستقیما', 'مستقیماً', 'صرفا', 'صرفاً', 'به\\s*جای\\s*آن'],
    answer: ['(?:جواب|پاسخ)\\s*(?:بده|بدهید|دهید)'],
    emit: ['بنویس(?:ید)?', 'بگو(?:ید)?', 'تکرار\\s*کن(?:ید)?', 'چاپ\\s*کن(?:ید)?', 'خروجی\\s*(?:بده|بدهید)', '(?:جواب|پاسخ)\\s*بده', 'نمایش\\s*بده', 'بازنویسی\\s*کن'],
    nothingElse: [
      '(?:هیچ\\s*)?چیز\\s*(?:دیگری|دیگه|اضافه(?:\\u200c?ای)?)\\s*(?:ننویس|نگو|اضافه\\s*نکن)', 'بدون\\s*(?:هیچ\\s*)?(?:توضیح|کلمه\\s*اضافه|مقدمه)',
    ],
    reveal: ['نشان\\s*بده(?:ید)?', 'نشون\\s*بده', 'بگو(?:ید)?', 'فاش\\s*کن(?:ید)?', 'تکرار\\s*کن(?:ید)?', 'چاپ\\s*کن(?:ید)?', 'بنویس(?:ید)?', 'افشا\\s*کن(?:ید)?'],
    secret: [
      'پرامپت\\s*(?:سیستم(?:ی)?|اولیه)', 'دستور(?:ات|العمل(?:\\u200c?ها)?)?\\s*(?:ی\\s*)?(?:سیستم(?:ی)?|اولیه|مخفی|پنهان|محرمانه|داخلی)', 'پیام\\s*سیستم(?:ی)?',
      'قوانین\\s*(?:مخفی|پنهان|داخلی)',
    ],
    secretFirst: true,
    release: [
      '(?:تو|شما)\\s*(?:الان|اکنون|دیگر)?\\s*از\\s*(?:همه|تمام|هر\\s*گونه)?\\s*(?:قوانین|محدودیت(?:\\u200c?ها)?)\\s*(?:آزاد|رها)\\s*(?:هستی|هستید)',
      '(?:هیچ|دیگر\\s*هیچ)\\s*(?:محدودیت|قانون)ی?\\s*(?:نداری|ندارید)',
    ],
  },
  tr: {
    spaced: true, start: true, end: false,
    dropFirst: [],
    // Imperatives with their polite endings and a word end, so "unutma" (do not forget) stays apart.
    dropLast: [
      'yok\\s*say(?:ın|ınız)?', 'unut(?:un|unuz)?', 'görmezden\\s*gel(?:in|iniz)?', 'dikkate\\s*alma(?:yın|yınız)?', 'boş\\s*ver(?:in)?', 'boşver(?:in)?',
      'umursama(?:yın)?', 'göz\\s*ardı\\s*et(?:in)?', 'ihmal\\s*et(?:in)?', 'önemseme(?:yin)?', 'aldırma(?:yın)?',
    ].map((w) => `${w}(?:[^\\p{L}]|$)`),
    earlier: [
      'önceki', 'yukarıdaki', 'yukarıda\\s*(?:verilen|belirtilen|yazan|yazılan)', 'daha\\s*önceki', 'önce\\s*verilen', 'ilk', 'orijinal', 'tüm', 'bütün', 'baştaki',
      'sana\\s*verilen', 'size\\s*verilen',
    ],
    object: ['talimat', 'kural', 'komut', 'soru', 'görev', 'istek', 'yönerge', 'emir', 'emirleri', 'metn', 'prompt', 'direktif'],
    noAnswer: [
      '(?:cevaplama|yanıtlama|cevap\\s*verme|yanıt\\s*verme)(?:yın|dan|yin|den)?', '(?:cevap(?:lamana|lamanıza|\\s*vermene|\\s*vermenize)|yanıt(?:lamana|lamanıza))\\s*gerek\\s*yok',
      '(?:cevaplamak|yanıtlamak)\\s*yerine',
    ],
    only: ['sadece', 'yalnızca', 'yalnizca', 'doğrudan', 'direkt', 'direk', 'bunun\\s*yerine'],
    answer: ['cevap\\s*ver', 'yanıt\\s*ver', 'cevapla', 'yanıtla'],
    emit: ['yaz', 'söyle', 'tekrarla', 'çıktı\\s*(?:ver|olarak)', 'yazdır', 'cevap\\s*ver', 'yanıt\\s*ver', 'ifade\\s*et'],
    nothingElse: [
      'başka\\s*(?:hiçbir\\s*)?(?:şey|bir\\s*şey|kelime)\\s*(?:ekleme|yazma|söyleme)', 'hiçbir\\s*açıklama\\s*(?:ekleme|yapma)', 'açıklama\\s*(?:yapmadan|eklemeden)',
    ],
    reveal: ['göster', 'söyle', 'tekrarla', 'yazdır', 'yaz', 'paylaş', 'ifşa\\s*et', 'ver', 'aktar', 'listele'],
    secret: [
      'sistem\\s*(?:istem|talimat|prompt)', 'ilk\\s*talimat', 'başlangıç\\s*talimat', 'gizli\\s*(?:talimat|kural)', 'orijinal\\s*talimat', 'iç\\s*kural',
    ],
    secretFirst: true,
    release: [
      '(?:artık\\s*)?(?:hiçbir\\s*)?(?:kuralın|kısıtlaman|sınırın|kuralınız|kısıtlamanız|sınırınız)\\s*(?:yok|kalmadı)',
      '(?:tüm\\s*|bütün\\s*)?(?:kurallardan|kısıtlamalardan)\\s*(?:arındın|kurtuldun|özgürsün|muafsın|arındınız|özgürsünüz)',
    ],
  },
  id: {
    spaced: true, start: true, end: false,
    dropFirst: [
      'abaikan', 'lupakan', 'acuhkan', 'jangan\\s+(?:hiraukan|pedulikan|ikuti)', 'tidak\\s+usah\\s+(?:hiraukan|pedulikan|ikuti)', 'kesampingkan',
      'singkirkan', 'hiraukan', 'mengabaikan', 'abaikanlah', 'lupakanlah',
    ],
    dropLast: [],
    earlier: ['sebelumnya', 'di\\s+atas', 'tadi', 'awal', 'asli', 'semua', 'sebelum\\s+ini', 'terdahulu', 'yang\\s+lalu', 'yang\\s+diberikan'],
    object: ['instruksi', 'perintah', 'aturan', 'peraturan', 'pertanyaan', 'tugas', 'permintaan', 'arahan', 'petunjuk', 'prompt', 'pedoman', 'soal', 'teks'],
    noAnswer: [
      'jangan\\s+(?:menjawab|jawab|dijawab|membalas|balas)', 'tidak\\s+(?:perlu|usah)\\s+(?:menjawab|dijawab|jawab|membalas)', 'tanpa\\s+menjawab',
      'alih-alih\\s+menjawab', 'daripada\\s+menjawab', 'bukannya\\s+menjawab',
    ],
    only: ['cukup', 'hanya', 'langsung', 'saja', 'sebagai\\s+gantinya', 'melainkan'],
    answer: ['jawab', 'jawablah', 'balas'],
    emit: ['keluarkan', 'tuliskan', 'tulis', 'katakan', 'ucapkan', 'ulangi', 'cetak', 'tampilkan', 'balas\\s+dengan', 'jawab\\s+dengan', 'sebutkan', 'outputkan'],
    nothingElse: [
      'jangan\\s+(?:menambahkan|tambahkan|menulis|tulis|mengatakan)\\s+(?:apa\\s*pun|hal\\s+lain|kata\\s+lain|yang\\s+lain)', 'tanpa\\s+(?:tambahan|penjelasan|kata\\s+lain|awalan)',
    ],
    reveal: ['tunjukkan', 'tampilkan', 'ungkapkan', 'beritahu', 'beri\\s+tahu', 'katakan', 'ulangi', 'cetak', 'tuliskan', 'bocorkan', 'bagikan', 'sebutkan'],
    secret: ['prompt\\s+sistem', 'instruksi\\s+(?:sistem|awal|asli|tersembunyi|rahasia|internal)', 'aturan\\s+(?:tersembunyi|rahasia|internal)', 'petunjuk\\s+(?:sistem|awal|tersembunyi)'],
    secretFirst: false,
    release: [
      '\\b(?:kamu|anda|kau)\\s+(?:sekarang\\s+)?(?:sudah\\s+)?(?:bebas\\s+dari\\s+(?:semua\\s+|segala\\s+)?(?:aturan|batasan|pembatasan)|tidak\\s+(?:lagi\\s+)?(?:memiliki|punya)\\s+(?:batasan|aturan)|tidak\\s+terikat\\s+(?:oleh\\s+|dengan\\s+)?(?:aturan|batasan))',
    ],
  },
  vi: {
    spaced: true, start: true, end: true,
    subject: '(?:tôi|mình|họ|nó|chúng\\s+tôi)\\s+',
    dropFirst: [
      'bỏ\\s+qua', 'phớt\\s+lờ', 'lờ\\s+đi', 'quên\\s+(?:đi|hết)', 'quên', 'đừng\\s+(?:để\\s+ý|quan\\s+tâm|làm\\s+theo|tuân\\s+theo)(?:\\s+đến)?',
      'không\\s+cần\\s+(?:để\\s+ý|quan\\s+tâm|làm\\s+theo)(?:\\s+đến)?', 'gạt\\s+bỏ', 'bất\\s+chấp', 'mặc\\s+kệ',
    ],
    dropLast: [],
    earlier: ['trước\\s+đó', 'trước\\s+đây', 'phía\\s+trên', 'ở\\s+trên', 'bên\\s+trên', 'trên\\s+đây', 'trước', 'trên', 'ban\\s+đầu', 'gốc', 'tất\\s+cả', 'mọi', 'đã\\s+cho', 'đã\\s+nêu'],
    object: [
      'hướng\\s+dẫn', 'chỉ\\s+dẫn', 'chỉ\\s+thị', 'quy\\s+tắc', 'lệnh', 'câu\\s+hỏi', 'nhiệm\\s+vụ', 'yêu\\s+cầu', 'mệnh\\s+lệnh', 'lời\\s+nhắc', 'prompt',
      'nội\\s+dung', 'luật', 'điều\\s+lệ', 'văn\\s+bản',
    ],
    noAnswer: ['đừng\\s+trả\\s+lời', 'không\\s+(?:cần|phải)\\s+trả\\s+lời', 'thay\\s+vì\\s+trả\\s+lời', 'chẳng\\s+cần\\s+trả\\s+lời', 'khỏi\\s+trả\\s+lời'],
    only: ['chỉ(?:\\s+cần)?', 'hãy\\s+chỉ', 'trực\\s+tiếp', 'thay\\s+vào\\s+đó', 'đơn\\s+giản', 'thôi'],
    answer: ['trả\\s+lời'],
    emit: ['xuất(?:\\s+ra)?', 'in\\s+ra', 'nói', 'viết(?:\\s+ra)?', 'lặp\\s+lại', 'nhắc\\s+lại', 'trả\\s+lời\\s+(?:bằng|là)', 'ghi', 'hiển\\s+thị', 'đưa\\s+ra', 'diễn\\s+đạt\\s+lại'],
    nothingElse: [
      '(?:đừng|không)\\s+(?:thêm|viết|nói)\\s+(?:bất\\s+cứ\\s+)?(?:gì|điều\\s+gì|từ\\s+nào)\\s+(?:khác|thêm)', 'không\\s+(?:thêm\\s+)?giải\\s+thích', 'không\\s+có\\s+gì\\s+khác',
    ],
    reveal: [
      'hiển\\s+thị', 'cho\\s+(?:tôi|mình)\\s+xem', 'tiết\\s+lộ', 'nói\\s+cho\\s+(?:tôi|mình)(?:\\s+biết)?', 'cho\\s+(?:tôi\\s+)?biết', 'in\\s+ra', 'lặp\\s+lại', 'nhắc\\s+lại',
      'viết\\s+ra', 'chia\\s+sẻ', 'xuất\\s+ra', 'công\\s+khai',
    ],
    secret: [
      '(?:lời\\s+nhắc|prompt|chỉ\\s+thị)\\s+(?:hệ\\s+thống|ban\\s+đầu|gốc|ẩn|bí\\s+mật)', 'hướng\\s+dẫn\\s+(?:ban\\s+đầu|ẩn|bí\\s+mật)', 'system\\s+prompt',
      'quy\\s+tắc\\s+(?:ẩn|bí\\s+mật|nội\\s+bộ)',
    ],
    secretFirst: false,
    release: [
      '(?:bạn|mày|cậu)\\s+(?:bây\\s+giờ\\s+|giờ\\s+|hiện\\s+tại\\s+)?(?:đã\\s+)?(?:được\\s+)?(?:tự\\s+do\\s+khỏi|thoát\\s+khỏi)\\s+(?:mọi|tất\\s+cả|bất\\s+kỳ)?\\s*(?:quy\\s+tắc|giới\\s+hạn|hạn\\s+chế|luật)',
      '(?:bạn|mày|cậu)\\s+(?:bây\\s+giờ\\s+|giờ\\s+)?không\\s+còn\\s+(?:bị\\s+)?(?:ràng\\s+buộc\\s+bởi\\s+|bất\\s+kỳ\\s+)?(?:quy\\s+tắc|giới\\s+hạn|hạn\\s+chế)',
    ],
    exclude: ['^[^\\p{L}]?(?:tôi|mình|họ|nó|chúng\\s+tôi)\\s'],
  },
  th: {
    spaced: false, start: false, end: false,
    subject: 'ฉัน|ผม|เขา|เธอ|หนู|เรา|ดิฉัน',
    dropFirst: [
      'เพิกเฉย(?:ต่อ)?', 'ละเว้น', 'ละทิ้ง', 'ลืม', 'ไม่ต้องสนใจ', 'ไม่ต้องทำตาม', 'อย่าสนใจ', 'อย่าทำตาม', 'ไม่ต้องสน', 'มองข้าม', 'ไม่ต้องใส่ใจ', 'ไม่ต้องฟัง', 'อย่าฟัง',
    ],
    dropLast: [],
    earlier: ['ก่อนหน้า(?:นี้)?', 'ข้างบน', 'ด้านบน', 'ข้างต้น', 'เดิม', 'ทั้งหมด', 'แรก', 'ที่ผ่านมา', 'ที่ให้ไว้', 'ตั้งต้น'],
    object: ['คำสั่ง', 'คำแนะนำ', 'กฎ', 'ข้อกำหนด', 'คำถาม', 'งาน', 'คำขอ', 'ข้อความ', 'พรอมต์', 'พรอมท์', 'โจทย์', 'ข้อบังคับ', 'คำชี้แจง'],
    noAnswer: ['ไม่ต้องตอบ', 'อย่าตอบ', 'ไม่จำเป็นต้องตอบ', 'แทนที่จะตอบ', 'โดยไม่ต้องตอบ'],
    only: ['แค่', 'เพียง(?:แค่)?', 'เท่านั้น', 'โดยตรง', 'ตรงๆ', 'ทันที', 'แทน'],
    answer: ['ตอบ'],
    emit: ['พิมพ์', 'เขียน', 'พูด', 'บอก(?:ว่า)?', 'ตอบ(?:ว่า|กลับ)', 'พูดซ้ำ', 'ทวนซ้ำ', 'ทวน', 'แสดงผล', 'ส่งออก', 'เอาต์พุต', 'เอาท์พุต'],
    nothingElse: ['(?:ห้าม|อย่า|ไม่ต้อง)(?:เพิ่ม|ใส่|เขียน|พูด)(?:อะไร|คำ|ข้อความ)?(?:อื่น|เพิ่มเติม)', 'ไม่ต้องมีคำอธิบาย', 'โดยไม่มีคำอธิบาย'],
    reveal: ['แสดง', 'บอก', 'เปิดเผย', 'พิมพ์', 'ทวน', 'เขียน', 'แชร์', 'ให้ดู', 'คัดลอก'],
    secret: [
      '(?:ซิสเต็ม|ระบบ)\\s*พร[อ้]?อมต์', 'พรอมต์ระบบ', 'พรอมท์ระบบ', 'คำสั่ง(?:เริ่มต้น|ตั้งต้น|ลับ|ที่ซ่อน(?:อยู่)?)', 'กฎ(?:ลับ|ที่ซ่อน(?:อยู่)?)',
      'คำแนะนำ(?:ระบบ|เริ่มต้น|ลับ|ที่ซ่อน(?:อยู่)?)',
    ],
    secretFirst: false,
    release: [
      '(?:คุณ|เธอ|นาย)(?:ตอนนี้|ขณะนี้)?(?:เป็นอิสระ|ปลอดจาก|หลุดพ้นจาก)(?:จาก)?(?:กฎ|ข้อจำกัด|ข้อห้าม)',
      '(?:คุณ|เธอ)(?:ตอนนี้)?ไม่มี(?:กฎ|ข้อจำกัด|ข้อห้าม)(?:ใดๆ|อะไร)?(?:อีกต่อไป|แล้ว)',
    ],
    exclude: ['^(?:ฉัน|ผม|เขา|เธอ|หนู|เรา|ดิฉัน)'],
  },
  sw: {
    spaced: true, start: true, end: false,
    dropFirst: ['puuza', 'puuzeni', 'sahau', 'sahauni', 'usijali', 'msijali', 'achana\\s+na', 'usizingatie', 'msizingatie', 'usifuate', 'msifuate', 'tupilia\\s+mbali'],
    dropLast: [],
    earlier: [
      'yaliyotangulia', 'iliyotangulia', 'lililotangulia', 'zilizotangulia', 'yaliyopita', 'iliyopita', 'zilizopita', 'lililopita', '(?:za|ya|la)\\s+awali', 'hapo\\s+juu',
      'juu', 'yote', 'zote', '(?:ya|za)\\s+mwanzo', 'asili', 'uliyopewa', 'ulizopewa', 'ya\\s+awali',
    ],
    object: ['maagizo', 'agizo', 'maelekezo', 'sheria', 'kanuni', 'amri', 'swali', 'maswali', 'kazi', 'ombi', 'maombi', 'maandishi', 'prompt'],
    noAnswer: ['usijibu', 'msijibu', 'usilijibu', 'usiyajibu', 'bila\\s+kujibu', 'badala\\s+ya\\s+kujibu', '(?:hakuna\\s+haja|si\\s+lazima|hauhitaji)\\s+(?:ya\\s+)?kujibu', 'usitoe\\s+jibu'],
    only: ['tu', 'moja\\s+kwa\\s+moja', 'pekee', 'badala\\s+yake', 'kwa\\s+urahisi'],
    answer: ['jibu'],
    emit: ['andika', 'sema', 'rudia', 'chapisha', 'toa', 'jibu\\s+kwa', 'onyesha', 'tamka', 'nakili'],
    nothingElse: [
      'usiongeze\\s+(?:kitu|chochote|neno)', 'bila\\s+(?:kuongeza\\s+)?(?:kitu\\s+kingine|maneno\\s+mengine|maelezo)', 'usiandike\\s+(?:kitu\\s+kingine|chochote\\s+kingine)',
      'hakuna\\s+kitu\\s+kingine',
    ],
    reveal: ['onyesha', 'nionyeshe', 'fichua', 'niambie', 'sema', 'rudia', 'andika', 'chapisha', 'toa', 'shiriki'],
    secret: [
      '(?:maagizo|maelekezo|kidokezo|vidokezo|prompt)\\s+(?:ya|wa|za|la|vya|cha)\\s+(?:mfumo|awali|siri|mwanzo)', 'maagizo\\s+(?:yako\\s+)?(?:yaliyofichwa|ya\\s+siri)',
      'sheria\\s+(?:zako\\s+)?(?:zilizofichwa|za\\s+siri)',
    ],
    secretFirst: false,
    release: [
      '\\b(?:wewe\\s+)?(?:sasa\\s+)?(?:uko|u)\\s+huru\\s+(?:kutoka|na)\\s+(?:kwa\\s+)?(?:sheria|vikwazo|masharti|mipaka)',
      '\\bhuna\\s+(?:tena\\s+)?(?:vikwazo|sheria|mipaka|masharti)\\s+(?:yoyote|zozote|tena)',
    ],
  },
  jv: {
    spaced: true, start: false, end: false,
    dropFirst: [
      'lal[eè]kna', 'lalekno', 'lal[eè]kake', 'lal[eè]kaké', 'lalekaken', 'abaekna', 'abaikna', 'ora\\s*usah\\s*(?:digat[eè]kak[eé]|dipikir|dituruti|digugu)',
      'aja\\s*(?:digat[eè]kak[eé]|dituruti|dirungokak[eé])', 'ojo\\s*(?:digat[eè]kak[eé]|dituruti)', 'mboten\\s*(?:usah|sisah)\\s*dipun(?:gatosaken|tindakaken)',
      'supenaken', 'kesampingna', 'kesampingke', 'tinggalen', 'tinggalna',
    ],
    dropLast: [],
    earlier: [
      'sadurung[eé]', 'sing\\s*ndhuwur', 'ing\\s*ndhuwur', 'ndhuwur', 'kab[eè]h', 'sedaya', 'sakderengipun', 'ingkang\\s*wonten\\s*ing\\s*nginggil', 'nginggil',
      'asli', 'wiwitan', 'mau',
    ],
    object: ['instruksi', 'prentah', 'perintah', 'aturan', 'pitakon(?:an)?', 'pitak[eè]n', 'tugas', 'panjaluk', 'pituduh', 'dhawuh', 'prompt', 'pranatan', 'paugeran'],
    noAnswer: [
      '(?:aja|ojo)\\s*(?:dijawab|mangsuli|njawab|wangsuli)', 'ora\\s*(?:usah|perlu)\\s*(?:dijawab|njawab|mangsuli|wangsuli)',
      'mboten\\s*(?:usah|sisah|perlu)\\s*(?:dipunwangsuli|dijawab|mangsuli|wangsuli)', 'tinimbang\\s*(?:njawab|mangsuli)', 'tanpa\\s*(?:njawab|mangsuli)',
    ],
    only: ['mung', 'namung', 'cukup', 'langsung', 'wa[eé]', 'kemawon', 'mawon'],
    answer: ['jawaben', 'wangsulana', 'wangsuli'],
    emit: [
      'tulisen', 'tulisna', 'tulisaken', 'seratna', 'serataken', 'ucapna', 'ucapak[eé]', 'ucapaken', 'kandhakna', 'kandhakak[eé]', 'baleni', 'balenana', 'wangsulana',
      'jawaben', 'tampilna', 'tampilak[eé]', 'cithakna', 'cetaken', 'cetakna', 'metokna', 'metokak[eé]', 'aturaken', 'outputna', 'outputke',
    ],
    nothingElse: ['(?:aja|ojo)\\s*(?:nambahi|nambah|menehi|nulis)\\s*(?:apa-apa|apa\\s*wa[eé]|liyane|tembung\\s*liya)', 'ora\\s*usah\\s*(?:nambahi|nambah)', 'tanpa\\s*(?:tambahan|katrangan|panjelasan)'],
    reveal: [
      'tuduhna', 'tuduhak[eé]', 'tuduhaken', 'tampilna', 'tampilak[eé]', 'tampilaken', 'kandhakna', 'kandhakak[eé]', 'critakna', 'bukaken', 'bukakna', 'wiyakna',
      'wiyakaken', 'baleni', 'tulisen', 'tulisna', 'aturaken', 'paringana', 'wenehana', 'wenehi',
    ],
    secret: [
      'prompt\\s*sist[eè]m', 'instruksi\\s*(?:sist[eè]m|wiwitan|asli|sing\\s*(?:didh[eè]likak[eé]|dh[eè]lik|rahasia)|rahasia|dh[eè]lik)', 'pituduh\\s*(?:sist[eè]m|wiwitan|rahasia|dh[eè]lik)',
      'aturan\\s*(?:rahasia|dh[eè]lik|sing\\s*didh[eè]likak[eé])', 'prentah\\s*sist[eè]m',
    ],
    secretFirst: false,
    release: [
      '(?:kowe|kow[eé]|sampeyan|panjenengan)\\s*(?:saiki|sakmenika|samenika)?\\s*(?:wis|sampun)?\\s*(?:bebas\\s*saka\\s*(?:kab[eè]h|sedaya)?\\s*(?:aturan|watesan)|ora\\s*(?:duwe|nduwe)\\s*(?:watesan|aturan)|mboten\\s*gadhah\\s*(?:watesan|aturan))',
    ],
  },
};
