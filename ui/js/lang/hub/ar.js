// @ts-check
/** النشر إلى الاتحاد (`hub.*`)، بالعربية. */

/** @type {Record<string, string>} */
export default {
  "hub.settings_title": "النتائج إلى الاتحاد",
  "hub.settings_hint": "يستقبل موقع نتائج اتحادك الترتيب النهائي لكل بطولة ومواسمك، ويرتّب اللاعبين من كل الأندية. اطلب من الاتحاد عنوانه ومفتاح ناديك.",
  "hub.address": "العنوان",
  "hub.key": "مفتاح النادي",
  "hub.key_keep": "اتركه فارغًا للإبقاء على {key}",
  "hub.key_hint": "يبقى المفتاح على هذا الجهاز ولا يُعرض مرة أخرى أبدًا.",
  "hub.club": "النادي",
  "hub.club_unknown": "غير معروف بعد",
  "hub.save": "احفظ",
  "hub.checking": "جارٍ التحقق…",
  "hub.cancel": "إلغاء",
  "hub.change": "غيّر",
  "hub.forget": "أوقف النشر",
  "hub.saved": "حُفظ: الموقع يعرف المفتاح.",
  "hub.saved_unchecked": "حُفظ. لم يُجب الموقع: سيُتحقق من المفتاح عند أول نشر.",
  "hub.waiting_n": "بانتظار الإرسال: {n}",
  "hub.publish_title": "النتائج إلى الاتحاد",
  "hub.publish": "انشر إلى الاتحاد",
  "hub.not_set": "للنشر إلى الاتحاد، أدخل عنوانه ومفتاح ناديك في الإعدادات.",
  "hub.to_settings": "افتح الإعدادات",
  "hub.state.none": "لم يُنشر بعد.",
  "hub.state.waiting": "بانتظار الإرسال.",
  "hub.state.waiting_until": "بانتظار الإرسال: المحاولة التالية عند {time}.",
  "hub.state.published": "نُشر، الإصدار {version}.",
  "hub.state.withdrawn": "سُحب من الاتحاد (الإصدار {version}).",
  "hub.state.refused": "رُفض: {reason}",
  "hub.state.conflict": "نُشر في الأثناء من جهاز آخر (الإصدار {version}): لم يُرسل نشرك.",
  "hub.supersede": "انشر نسختي بدلًا منه",
};
