// @ts-check
/** Objava savezu (`hub.*`), na hrvatskom. */

/** @type {Record<string, string>} */
export default {
  "hub.settings_title": "Rezultati savezu",
  "hub.settings_hint": "Stranica s rezultatima vašeg saveza prima konačni poredak svakog turnira i vaše sezone te rangira igrače svih klubova. Zatražite od saveza adresu i ključ svojeg kluba.",
  "hub.address": "Adresa",
  "hub.key": "Ključ kluba",
  "hub.key_keep": "Ostavite prazno da zadržite {key}",
  "hub.key_hint": "Ključ ostaje na ovom uređaju i više se nikad ne prikazuje.",
  "hub.club": "Klub",
  "hub.club_unknown": "još nije poznat",
  "hub.save": "Spremi",
  "hub.checking": "Provjera…",
  "hub.cancel": "Odustani",
  "hub.change": "Promijeni",
  "hub.forget": "Prestani objavljivati",
  "hub.saved": "Spremljeno: stranica prepoznaje ključ.",
  "hub.saved_unchecked": "Spremljeno. Stranica nije odgovorila: ključ će se provjeriti pri prvoj objavi.",
  "hub.waiting_n": "Čeka slanje: {n}",
  "hub.publish_title": "Rezultati savezu",
  "hub.publish": "Objavi savezu",
  "hub.not_set": "Za objavu savezu upišite njegovu adresu i ključ svojeg kluba u Postavkama.",
  "hub.to_settings": "Otvori Postavke",
  "hub.state.none": "Još nije objavljeno.",
  "hub.state.waiting": "Čeka slanje.",
  "hub.state.waiting_until": "Čeka slanje: novi pokušaj u {time}.",
  "hub.state.published": "Objavljeno, verzija {version}.",
  "hub.state.withdrawn": "Povučeno iz saveza (verzija {version}).",
  "hub.state.refused": "Odbijeno: {reason}",
  "hub.state.conflict": "U međuvremenu objavljeno s drugog uređaja (verzija {version}): vaše nije poslano.",
  "hub.supersede": "Objavi moje umjesto toga",
};
