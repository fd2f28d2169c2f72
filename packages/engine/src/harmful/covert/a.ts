/** Concealment cues of en, zh, es, hi, ar, bn, pt, ru, ja, de (see `index.ts`). */
export const COVERT_A: Readonly<Record<string, readonly string[]>> = {
  en: [
    'without getting caught', 'without being caught', 'not get caught', "won't get caught", 'never get caught',
    'without anyone knowing', 'without anybody knowing', 'without anyone noticing', 'without anybody noticing',
    'without her knowing', 'without him knowing', 'without them knowing', 'without my wife knowing', 'without my husband knowing',
    'without my boss knowing', 'without my parents knowing', 'without the owner knowing', 'without the police knowing',
    'without her noticing', 'without him noticing', 'without them noticing', 'without my boss noticing', 'without the owner noticing',
    'without her consent', 'without his consent', 'without their consent', 'without her permission', 'without his permission',
    'without being seen', 'without being noticed', 'without being detected', 'without getting noticed', 'without being traced',
    'without leaving a trace', 'without leaving evidence', 'without leaving any evidence', 'without leaving fingerprints',
    'without paying', 'without a ticket', 'without a key', 'without the key',
    'so nobody finds out', 'so no one finds out', 'so no one will know', 'so nobody will know', "so they don't find out",
    "so she doesn't find out", "so he doesn't find out", "so she won't find out", "so he won't find out", 'without them finding out',
    'without her finding out', 'without him finding out', 'without the police finding out', 'behind her back', 'behind his back',
    'behind their back', 'get away with', "can't be traced", 'cannot be traced', 'untraceable', 'undetected', 'undetectable',
    'cover my tracks', 'cover up', 'make it look like an accident', 'look like an accident', 'pin it on', 'frame someone', 'avoid the police',
    'evade the police', 'without a trace', 'secretly', 'in secret',
  ],
};
