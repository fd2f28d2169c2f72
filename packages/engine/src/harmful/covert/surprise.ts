/**
 * Harmless reasons to keep something from someone, per language: a surprise, a gift, a party, a
 * proposal. Beside one, a concealment cue flags nothing on its own ("how can I plan a surprise party
 * for my wife without her knowing"); a harm word still weighs as before. Written for this project.
 */
export const SURPRISE: Readonly<Record<string, readonly string[]>> = {
  en: ['surprise*', 'gift*', 'a present', 'birthday*', 'propos*', 'anniversary', 'christmas', 'secret santa', 'party for', 'thank you note', 'from me'],
  zh: ['惊喜', '礼物', '生日', '求婚', '纪念日', '派对', '圣诞'],
  es: ['sorpresa*', 'regalo*', 'cumpleaños', 'cumpleanos', 'aniversario', 'pedida de mano', 'pedirle matrimonio', 'navidad', 'amigo invisible', 'fiesta para'],
  hi: ['सरप्राइज़', 'सरप्राइज', 'तोहफ़*', 'तोहफ*', 'उपहार', 'गिफ्ट', 'जन्मदिन', 'बर्थडे', 'सालगिरह', 'प्रपोज़', 'प्रपोज'],
  ar: ['مفاجأة', 'مفاجاة', 'مفاجئة', 'هدية', 'هديه', 'عيد ميلاد', 'ذكرى زواج', 'حفلة', 'طلب يدها'],
  bn: ['সারপ্রাইজ', 'চমক', 'উপহার', 'গিফট', 'জন্মদিন', 'বিবাহবার্ষিকী', 'প্রপোজ'],
  pt: ['surpresa*', 'presente*', 'aniversário', 'aniversario', 'pedido de casamento', 'natal', 'amigo secreto', 'festa para'],
  ru: ['сюрприз*', 'подар*', 'день рождения', 'дня рождения', 'годовщин*', 'предложение руки', 'вечеринк*'],
  ja: ['サプライズ', 'プレゼント', '贈り物', '誕生日', 'プロポーズ', '記念日', 'パーティー'],
  de: ['überraschung*', 'ueberraschung*', 'geschenk*', 'geburtstag*', 'heiratsantrag', 'jahrestag', 'weihnacht*', 'wichtel*', 'party für'],
  fr: ['surprise*', 'cadeau*', 'anniversaire', 'demande en mariage', 'noël', 'noel', 'fête pour', 'fete pour'],
  ko: ['서프라이즈', '깜짝', '선물', '생일', '프러포즈', '프로포즈', '기념일', '파티'],
  it: ['sorpresa', 'sorprese', 'regalo', 'regali', 'compleanno', 'anniversario', 'proposta di matrimonio', 'natale', 'festa per'],
  vi: ['bất ngờ', 'bat ngo', 'quà', 'món quà', 'sinh nhật', 'sinh nhat', 'cầu hôn', 'kỷ niệm', 'tiệc'],
  th: ['เซอร์ไพรส์', 'ของขวัญ', 'วันเกิด', 'ขอแต่งงาน', 'วันครบรอบ', 'ปาร์ตี้'],
  tr: ['sürpriz*', 'surpriz*', 'hediye*', 'doğum günü', 'dogum gunu', 'evlilik teklifi', 'yıldönümü', 'yildonumu', 'parti'],
  fa: ['سورپرایز', 'غافلگیر*', 'هدیه', 'کادو', 'تولد', 'خواستگاری', 'سالگرد', 'جشن'],
  id: ['kejutan', 'hadiah', 'kado', 'ulang tahun', 'lamaran', 'melamar', 'anniversary', 'pesta'],
  sw: ['mshangao', 'zawadi', 'siku ya kuzaliwa', 'kumchumbia', 'sherehe'],
  jv: ['kejutan', 'hadiah', 'kado', 'ulang taun', 'ulang tahun', 'lamaran', 'ngelamar'],
};
