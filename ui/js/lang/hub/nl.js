// @ts-check
/** Publiceren naar de bond (`hub.*`), in het Nederlands. */

/** @type {Record<string, string>} */
export default {
  "hub.settings_title": "Uitslagen naar de bond",
  "hub.settings_hint": "De uitslagensite van je bond ontvangt de eindstand van elk toernooi en je competities, en rangschikt spelers over alle clubs. Vraag de bond om het adres en de sleutel van je club.",
  "hub.address": "Adres",
  "hub.key": "Clubsleutel",
  "hub.key_keep": "Leeg laten om {key} te houden",
  "hub.key_hint": "De sleutel blijft op dit apparaat en wordt nooit meer getoond.",
  "hub.club": "Club",
  "hub.club_unknown": "nog niet bekend",
  "hub.save": "Bewaren",
  "hub.checking": "Controleren…",
  "hub.cancel": "Annuleren",
  "hub.change": "Wijzigen",
  "hub.forget": "Niet meer publiceren",
  "hub.saved": "Bewaard: de site kent de sleutel.",
  "hub.saved_unchecked": "Bewaard. De site antwoordde niet: de sleutel wordt bij de eerste publicatie gecontroleerd.",
  "hub.waiting_n": "Wacht op verzending: {n}",
  "hub.publish_title": "Uitslagen naar de bond",
  "hub.publish": "Publiceren naar de bond",
  "hub.not_set": "Om naar de bond te publiceren: vul het adres en de sleutel van je club in bij Instellingen.",
  "hub.to_settings": "Instellingen openen",
  "hub.state.none": "Nog niet gepubliceerd.",
  "hub.state.waiting": "Wacht op verzending.",
  "hub.state.waiting_until": "Wacht op verzending: volgende poging om {time}.",
  "hub.state.published": "Gepubliceerd, versie {version}.",
  "hub.state.withdrawn": "Teruggetrokken bij de bond (versie {version}).",
  "hub.state.refused": "Geweigerd: {reason}",
  "hub.state.conflict": "Intussen vanaf een ander apparaat gepubliceerd (versie {version}): de jouwe is niet verzonden.",
  "hub.supersede": "De mijne eroverheen publiceren",
};
