//! French: the notes on the games — each house rule's one-line summary, as a variant plays it,
//! and each game's rules in brief, the rules assistant's reference.

use super::Fr;
use crate::i18n::words::{Notes, OptionKey};
use crate::variant::Variant;

#[rustfmt::skip]
impl Notes for Fr {
    fn summary(&self, v: Variant, key: OptionKey, _english: &'static str) -> &'static str {
        match key {
            OptionKey::Target => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian => "Points qui terminent la partie.",
                Variant::Bela => "Points qui terminent la partie : 1001, ou une partie courte en 501 ou 701.",
                Variant::Klaverjas => "Points qui terminent la partie quand elle se joue à l'objectif.",
                Variant::Baloot => "Points qui terminent une partie (une sakka) : 152, ou 100 pour la partie courte («مشدودة»).",
            },
            OptionKey::Announces => "Autoriser tierce, cinquante, cent et carrés (la belote compte toujours).",
            OptionKey::ContractRule => "Les preneurs doivent battre le total de la défense (annonces et belote comprises), ou faire 82 points de cartes.",
            OptionKey::Litige => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Baloot => "À égalité, les points des preneurs attendent le vainqueur de la donne suivante, ou ils sont dedans, ou c'est fait.",
                Variant::Bela => "À égalité, le preneur tombe (pad), ou son total reste suspendu (visi) pour le vainqueur de la donne suivante.",
                Variant::Klaverjas => "À égalité, l'équipe qui joue est « nat », ou elle a rempli son contrat (la moitié suffit).",
            },
            OptionKey::CapotValue => "Points pour les huit plis : 252 (le dix de der devient 100) ou 250.",
            OptionKey::DefendersCapot => "La défense qui fait les huit plis marque la valeur du capot, ou 162.",
            OptionKey::BeloteOnInside => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas | Variant::Baloot => "Preneurs dedans : leur belote leur reste ou va à la défense.",
                Variant::Bela => "La bela d'un preneur tombé va à l'autre équipe avec tout le reste, ou le preneur la marque quand même.",
            },
            OptionKey::InsideDeclarations => "Preneurs dedans : leurs annonces retenues vont à la défense, ou ne comptent pour personne.",
            OptionKey::CapotDeclarations => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas | Variant::Baloot => "Le camp qui fait capot prend aussi les annonces retenues du camp adverse, ou elles sont perdues.",
                Variant::Bela => "Après une štiglja, les zvanja retenus et la bela de l'équipe balayée vont à celle qui a fait tous les plis, ou ne comptent pour personne.",
            },
            OptionKey::DeclarationTie => match v {
                Variant::Classic | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas | Variant::Baloot => "Meilleures annonces égales : la première dans l'ordre de jeu gagne, ou tout s'annule.",
                Variant::Contree | Variant::Coinche => "Meilleures annonces égales : tout s'annule, ou la première dans l'ordre de jeu gagne.",
            },
            OptionKey::Rounding => match v {
                Variant::Classic | Variant::Bela | Variant::Klaverjas | Variant::Baloot => "Arrondir chaque marque à la dizaine (5 ou 6 vers le haut), ou compter au point près.",
                Variant::Contree | Variant::Coinche => "Arrondir les points faits de chaque camp à la dizaine (5 ou 6 vers le haut), ou compter au point près.",
                Variant::Bulgarian => "Officiel : chiffre critique 6 à la couleur, 4 à tout atout, le camp qui a le moins arrondit vers le haut ; ou les preneurs arrondissent vers le haut.",
            },
            OptionKey::BothReachTarget => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas => "Les deux équipes dépassent l'objectif sur la même donne : le plus haut total gagne (à égalité, on continue), ou match nul.",
                Variant::Bela => "Les deux équipes au-delà de l'objectif à égalité : on joue une donne de plus, ou le preneur de la donne gagne.",
                Variant::Baloot => "Les deux équipes à l'objectif avec des totaux égaux : on joue une donne de plus, ou le preneur de cette donne gagne.",
            },
            OptionKey::Undertrump => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Qui ne peut pas surcouper un atout adverse doit quand même jouer un atout plus petit, ou peut se défausser.",
                Variant::Baloot => "Sans la couleur demandée, face à un atout adverse maître qu'aucun atout de la main ne bat : carte libre, un atout plus faible compris, ou un atout quand même.",
            },
            OptionKey::Bid80Needs82 => "Une annonce de 80 demande 82 points.",
            OptionKey::MustBeatDefence => "Les preneurs doivent aussi marquer plus que la défense.",
            OptionKey::BeloteCountsForContract => "La belote aide à remplir le contrat.",
            OptionKey::Scoring => "Fait : points faits plus le contrat, points faits seuls, ou le contrat seul.",
            OptionKey::FailBase => "La défense d'un contrat chuté marque cette base plus le contrat.",
            OptionKey::DoubleScheme => "La coinche multiplie (160 + contrat), ou le contrat seul (160 + contrat × m).",
            OptionKey::RedoubleFactor => "Multiplicateur de la surcoinche.",
            OptionKey::BeloteOnFailure => "Quand les preneurs chutent, leur belote va à la défense ou leur reste.",
            OptionKey::CapotUnbid => "Points d'un capot non annoncé.",
            OptionKey::CapotBidFailed => "Marque de la défense quand un capot annoncé chute.",
            OptionKey::ReachTarget => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Atteindre l'objectif suffit, ou il faut le dépasser.",
                Variant::Baloot => "Une équipe termine la partie en atteignant l'objectif, ou seulement en le dépassant.",
            },
            OptionKey::TieRounding => "Donne suspendue : la part en réserve s'arrondit vers le haut, ou les deux parts pareil.",
            OptionKey::NtValatDoubled => "À sans atout, la prime de capot est doublée avec les cartes (44 au lieu de 35).",
            OptionKey::ValatCancelsDouble => "Un capot annule contre et surcontre.",
            OptionKey::EightCardRun => "Valeur d'une suite de huit cartes.",
            OptionKey::ValatEnd => "On ne gagne pas la partie sur un capot : on joue une donne de plus.",
            OptionKey::TrumpSequenceFirst => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Entre des suites de même valeur et de même carte haute, celle à l'atout gagne avant que l'ordre de jeu ne décide.",
                Variant::Baloot => "Entre des meilleurs projets égaux, une suite à l'atout gagne avant que l'ordre de jeu ne décide.",
            },
            OptionKey::System => "Amsterdam : sans la couleur, on n'est pas obligé de couper sur son partenaire maître et on ne sous-coupe jamais. Rotterdam : toujours couper, surcouper si possible, sinon sous-couper. Fixe aussi la valeur par défaut du carré.",
            OptionKey::FourOfAKind => "Carré dans un pli : valets 200 et tout autre carré 100 (par défaut à Amsterdam), tous les carrés 100 (par défaut à Rotterdam), ou selon Pagat valets 200, des as aux dix 100, et pas de roem pour les 9, 8 et 7.",
            OptionKey::DefendersPit => "La défense qui fait tous les plis reçoit aussi les 100 du pit.",
            OptionKey::GameEnd => "Un nombre fixe de donnes (16 : chacun donne quatre fois), ou la première équipe à l'objectif gagne.",
            OptionKey::Deals => "Nombre de donnes d'une partie qui se joue en donnes.",
            OptionKey::Sakkas => "Un match se joue au meilleur de ce nombre de parties (sakkas) : la première équipe à en gagner plus de la moitié gagne.",
            OptionKey::Counting => "Avec abnat : les abnat de cartes sont convertis exactement et des points de partie égaux se départagent en comptant les deux tas ; sans abnat (بدون أبناط) : seul le tas de la défense est arrondi à la dizaine, 5 au-dessus, et le preneur a le reste.",
            OptionKey::Tie => "Une égalité parfaite non doublée (points de partie et abnat égaux) : chacun marque les siens, le preneur chute, ou le Sun est partagé et le Hokum chute.",
            OptionKey::HokumRounding => "Des tas de Hokum finissant tous deux par 6 (86/76) : on compte le tas de la défense et le preneur a le reste, le camp qui a le plus d'abnat arrondit en dessous, ou le preneur arrondit au-dessus.",
            OptionKey::BalootCountsForContract => "Les 2 points du Baloot (20 abnat) comptent pour décider si le preneur a réussi, pas seulement après.",
            OptionKey::BalootInHundred => "Un Baloot dont le roi et la dame sont dans la cent à l'atout comptée de son équipe vaut quand même 2, ou est annulé.",
            OptionKey::LoserProjects => "Les projets comptés d'une équipe qui chute (khasara, un double perdu) vont aux gagnants, ou ne comptent pour personne.",
            OptionKey::BalootOnLoss => "Le Baloot d'une équipe qui perd la donne va aux gagnants, reste à son détenteur, ou ne compte pour personne.",
            OptionKey::ProjectMultiplier => "Les projets d'une donne doublée : ×2 à tout niveau, × le niveau, ou les cents ×2 et le reste × le niveau.",
            OptionKey::DoubledTie => "Une égalité parfaite dans une donne doublée (il n'y a pas d'égalité là) : l'équipe qui a doublé perd, l'équipe qui a surenchéri la dernière perd, ou le preneur perd.",
            OptionKey::SunDoubleGate => "Le Sun ne se double que par l'équipe en retard : le camp du preneur au-delà de 100 et les doubleurs à 100 ou moins, la limite à 100, ou toujours.",
            OptionKey::GahwaScore => "Le gagnant d'une Gahwa marque 152, ou seulement ce qui lui manque pour l'objectif.",
            OptionKey::KabootDoubled => "Un kaboot dans une donne doublée marque 44 ou 25 sans rien multiplier, ou le kaboot multiplié par le double.",
            OptionKey::KabootLoserProjects => "Les projets comptés et le Baloot de l'équipe balayée ne comptent pour personne, vont à la défense seulement si elle a balayé le preneur, ou vont toujours aux balayeurs.",
            OptionKey::ReverseKaboot => "Un kaboot inversé (la défense prend tout en Sun après l'entame du preneur) marque 88, ou 44 comme un kaboot ordinaire.",
            OptionKey::QaydTakesProjects => "Une faute prouvée (qaid) cède aussi les projets comptés du fautif à l'autre équipe.",
            OptionKey::PartnerRelief => "Sans la couleur demandée, un partenaire maître ne dispense de couper que si le pli est sûr — on joue en 4e, ou en 3e derrière l'as ou la carte « إكه » entamés par le partenaire et encore maîtres —, ou dès que le partenaire est maître.",
        }
    }

    fn reference(&self, v: Variant) -> &'static [&'static str] {
        match v {
            Variant::Classic => &[
                "L'équipe preneuse doit marquer plus que la défense, annonces et belote comprises ; sinon elle est dedans et la défense prend 162 et toutes les annonces.",
                "À égalité, c'est le litige : la défense marque ses points, ceux des preneurs attendent le vainqueur de la donne suivante.",
                "Les huit plis font un capot : 252 (le dix de der devient cent).",
                "On fournit ; sinon on coupe quand l'adversaire est maître, et on surcoupe si on peut.",
            ],
            Variant::Contree => &[
                "On annonce de 80 à 160 de dix en dix, puis capot ; les preneurs doivent atteindre leur annonce, belote comprise.",
                "Fait : points faits (arrondis à la dizaine) plus le contrat ; chuté : la défense marque 160 plus le contrat.",
                "La coinche double, la surcoinche quadruple ; le vainqueur prend tout.",
                "La contrée se joue sans annonces ; la belote va à la défense quand le contrat chute.",
            ],
            Variant::Coinche => &[
                "La coinche, c'est la contrée avec annonces, sans atout et tout atout, selon Pagat.",
                "La coinche ne multiplie que le contrat : 160 + contrat × 2.",
                "La belote reste à son détenteur même quand le contrat chute.",
                "Un capot non annoncé vaut 250 plus le contrat ; un capot annoncé 500.",
            ],
            Variant::Bulgarian => &[
                "Contrats : trèfle < carreau < cœur < pique < sans atout < tout atout ; la partie se joue en 151.",
                "Les points sont divisés par dix et arrondis : chiffre critique 6 à la couleur, 4 à tout atout ; sans atout doublé.",
                "Les preneurs qui ont moins sont dedans ; à égalité, les points attendent le vainqueur de la donne suivante.",
                "Suites et carrés se comparent séparément ; des meilleures suites égales s'annulent. On ne gagne pas sur un capot.",
            ],
            Variant::Bela => &[
                "L'atout se nomme après six cartes : n'importe quelle couleur, ou on passe (« dalje ») ; si tous passent, le donneur doit nommer (« mus »). La partie se joue en 1001.",
                "Fournir, et monter sur la plus forte carte de la couleur demandée si possible ; sans la couleur, couper (surcouper si possible). Le partenaire maître ne dispense de rien.",
                "Zvanja : terca 20, kvarta 50, kvinta 100, carré de dames, rois, dix ou as 100, de neuf 150, de valets 200. Seule l'équipe qui a le meilleur zvanje marque, et alors tous ses zvanja. La bela (R+D d'atout) vaut 20, hors de la comparaison.",
                "Le preneur doit marquer plus que l'autre équipe, tout compris ; sinon il tombe (pad) et l'autre équipe marque tous les points de la donne. L'égalité est aussi une chute.",
                "Les huit plis (štiglja) ajoutent 90 : 252. Un belot — les huit cartes d'une couleur — gagne la partie sur-le-champ.",
            ],
            Variant::Klaverjas => &[
                "Une partie compte 16 donnes (chacun donne quatre fois) ; l'atout est toujours une couleur. L'équipe qui joue doit marquer plus que l'autre, roem compris ; sinon elle est « nat » et l'autre équipe marque 162 plus tout le roem.",
                "Le roem est dans un pli et va à l'équipe qui le remporte : trois cartes qui se suivent 20, quatre 50, stuk (R+D d'atout) 20, carré 100 (valets 200 selon la règle maison). À annoncer avant de retourner le pli.",
                "Fournir ; à l'atout, monter sur le plus fort atout si possible. Sans la couleur : à Amsterdam, pas besoin de couper sur son partenaire, et jamais de sous-coupe ; à Rotterdam, toujours couper, surcouper si possible, sinon sous-couper.",
                "Les huit plis (pit, ou mars) ajoutent 100 : 262.",
            ],
            Variant::Baloot => &[
                "Sun (sans atout) : 130 abnat de cartes, 26 points de partie par donne ; Hokum (une couleur d'atout) : 162 abnat, 16 points. Les abnat du Sun sont doublés et divisés par dix (un 5 reste), ceux du Hokum divisés par dix (arrondi au-dessus dès 6).",
                "Le preneur doit battre l'autre camp en points de partie, projets et Baloot compris — à égalité, en abnat. Sinon c'est la khasara : le preneur marque 0 et l'autre camp toute la donne avec tous les projets comptés.",
                "Projets : sira 4 (Hokum 2), cinquante 10 (5), cent 20 (10), quatre cents — quatre as en Sun — 40. Seule l'équipe qui a le meilleur projet marque les projets, et alors tous les siens. Le Baloot (roi et dame d'atout) vaut 2, jamais disputé.",
                "Le Hokum se double (×2), se triple (×3), se quadruple (×4) et devient une Gahwa, dont le gagnant emporte toute la partie ; le Sun se double seulement, et par l'équipe en retard. Les huit plis (kaboot) : 44 en Sun, 25 en Hokum.",
                "Une partie (sakka) se joue en 152 : dès qu'une équipe l'atteint, le plus haut total gagne, même celui de l'équipe qui n'a pas acheté ; à égalité, on joue une donne de plus.",
                "Le jeu : on fournit, avec n'importe quelle carte de la couleur ; en Sun, qui ne peut pas fournir joue ce qu'il veut. En Hokum, à l'atout on monte sur l'adversaire, jamais sur le partenaire ; sans la couleur, on coupe — en surcoupant l'atout adverse si possible — sauf si le pli du partenaire est sûr : on joue en dernier, ou en 3e derrière son as ou sa carte « إكه ». En jeu fermé, on n'entame pas atout tant qu'on a une autre couleur.",
            ],
        }
    }
}
