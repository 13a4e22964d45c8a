// @ts-check
/** Publier à la fédération (`hub.*`), en français. */

/** @type {Record<string, string>} */
export default {
  "hub.settings_title": "Résultats à la fédération",
  "hub.settings_hint": "Le site de résultats de votre fédération reçoit le classement final de chaque concours et vos saisons, et classe les joueurs de tous les clubs. Demandez à la fédération son adresse et la clé de votre club.",
  "hub.address": "Adresse",
  "hub.key": "Clé du club",
  "hub.key_keep": "Laisser vide pour garder {key}",
  "hub.key_hint": "La clé reste sur cet appareil et ne s'affiche plus jamais.",
  "hub.club": "Club",
  "hub.club_unknown": "pas encore connu",
  "hub.save": "Enregistrer",
  "hub.checking": "Vérification…",
  "hub.cancel": "Annuler",
  "hub.change": "Modifier",
  "hub.forget": "Ne plus publier",
  "hub.saved": "Enregistré : le site reconnaît la clé.",
  "hub.saved_unchecked": "Enregistré. Le site n'a pas répondu : la clé sera vérifiée à la première publication.",
  "hub.waiting_n": "En attente d'envoi : {n}",
  "hub.publish_title": "Résultats à la fédération",
  "hub.publish": "Publier à la fédération",
  "hub.not_set": "Pour publier à la fédération, indiquez son adresse et la clé de votre club dans les Réglages.",
  "hub.to_settings": "Ouvrir les Réglages",
  "hub.state.none": "Pas encore publié.",
  "hub.state.waiting": "En attente d'envoi.",
  "hub.state.waiting_until": "En attente d'envoi : prochain essai à {time}.",
  "hub.state.published": "Publié, version {version}.",
  "hub.state.withdrawn": "Retiré de la fédération (version {version}).",
  "hub.state.refused": "Refusé : {reason}",
  "hub.state.conflict": "Publié entre-temps depuis un autre appareil (version {version}) : le vôtre n'a pas été envoyé.",
  "hub.supersede": "Publier le mien à la place",
};
