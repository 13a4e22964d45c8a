//! Dutch: the notes on the games — each house rule's one-line summary, as a variant plays it,
//! and each game's rules in brief, the rules assistant's reference.

use super::Nl;
use crate::i18n::words::{Notes, OptionKey};
use crate::variant::Variant;

#[rustfmt::skip]
impl Notes for Nl {
    fn summary(&self, v: Variant, key: OptionKey, _english: &'static str) -> &'static str {
        match key {
            OptionKey::Target => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian => "Punten waarmee de partij eindigt.",
                Variant::Bela => "Punten waarmee de partij eindigt: 1001, of een korte partij tot 501 of 701.",
                Variant::Klaverjas => "Punten waarmee de partij eindigt als er tot een doel gespeeld wordt.",
                Variant::Baloot => "Punten die een partij (sakka) beëindigen: 152, of 100 voor de korte partij («مشدودة»).",
            },
            OptionKey::Announces => "Tierce, vijftig, honderd en vier gelijke toestaan (de belote telt altijd).",
            OptionKey::ContractRule => "De nemers moeten meer hebben dan de verdediging (meldingen en belote meegeteld), of alleen 82 kaartpunten halen.",
            OptionKey::Litige => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Baloot => "Bij gelijke totalen blijven de punten van de nemers staan voor de winnaar van het volgende spel, of ze zijn nat, of ze hebben het gemaakt.",
                Variant::Bela => "Gelijke totalen: de troefmakers vallen (pad), of hun totaal blijft hangen (visi) voor de winnaar van het volgende spel.",
                Variant::Klaverjas => "Gelijke totalen: het spelende team gaat nat, of heeft het gehaald (de helft is genoeg).",
            },
            OptionKey::CapotValue => "Punten voor alle acht slagen: 252 (de laatste slag telt 100) of 250.",
            OptionKey::DefendersCapot => "Een verdediging die alle acht slagen haalt, schrijft de waarde van capot, of 162.",
            OptionKey::BeloteOnInside => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas | Variant::Baloot => "Als de nemers nat gaan, houden ze hun belote of gaat die naar de verdediging.",
                Variant::Bela => "De bela van gevallen troefmakers gaat met al het andere naar het andere team, of ze schrijven hem toch zelf.",
            },
            OptionKey::InsideDeclarations => "Als de nemers nat gaan, gaan hun getelde meldingen naar de verdediging, of tellen ze voor niemand.",
            OptionKey::CapotDeclarations => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas | Variant::Baloot => "Wie capot maakt, krijgt ook de getelde meldingen van de andere kant, of die vervallen.",
                Variant::Bela => "Na een štiglja gaan de getelde zvanja en de bela van het team zonder slag naar het team dat alle slagen haalde, of ze tellen voor niemand.",
            },
            OptionKey::DeclarationTie => match v {
                Variant::Classic | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas | Variant::Baloot => "Gelijke beste meldingen: de eerste in speelvolgorde wint, of alle vervallen.",
                Variant::Contree | Variant::Coinche => "Gelijke beste meldingen: alle vervallen, of de eerste in speelvolgorde wint.",
            },
            OptionKey::Rounding => match v {
                Variant::Classic | Variant::Bela | Variant::Klaverjas | Variant::Baloot => "Elke score afronden op tientallen (5 of 6 naar boven), of precies tellen.",
                Variant::Contree | Variant::Coinche => "De behaalde punten van elke kant afronden op tientallen (5 of 6 naar boven), of precies tellen.",
                Variant::Bulgarian => "Officieel: kritiek cijfer 6 in een kleur, 4 bij alles troef, de kant met minder punten rondt naar boven af; of de bieders ronden naar boven af.",
            },
            OptionKey::BothReachTarget => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas => "Beide teams in hetzelfde spel over het doel: het hoogste totaal wint (bij gelijkstand wordt doorgespeeld), of het is gelijkspel.",
                Variant::Bela => "Beide teams over het doel met gelijke totalen: nog een spel, of de troefmakers van dat spel winnen.",
                Variant::Baloot => "Beide teams op het doel met gelijke totalen: nog een spel, of de koper van dat spel wint.",
            },
            OptionKey::Undertrump => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Wie een troef van de tegenpartij niet kan overtroeven, moet toch een lagere troef spelen, of mag iets anders bijspelen.",
                Variant::Baloot => "Zonder de gevraagde kleur, als een troef van de tegenstander de slag heeft en geen troef in de hand daarboven gaat: elke kaart, een lagere troef ook, of toch een troef.",
            },
            OptionKey::Bid80Needs82 => "Een bod van 80 vraagt 82 punten.",
            OptionKey::MustBeatDefence => "De nemers moeten ook meer hebben dan de verdediging.",
            OptionKey::BeloteCountsForContract => "De belote helpt het bod te halen.",
            OptionKey::Scoring => "Gemaakt: behaalde punten plus het bod, alleen de behaalde punten, of alleen het bod.",
            OptionKey::FailBase => "De verdediging van een nat contract schrijft deze basis plus het bod.",
            OptionKey::DoubleScheme => "Een coinche vermenigvuldigt (160 + bod), of alleen het bod (160 + bod × m).",
            OptionKey::RedoubleFactor => "Vermenigvuldiger van een surcoinche.",
            OptionKey::BeloteOnFailure => "Als de nemers nat gaan, gaat hun belote naar de verdediging of houden ze die.",
            OptionKey::CapotUnbid => "Punten voor een capot die niet geboden was.",
            OptionKey::CapotBidFailed => "Score van de verdediging als een capotbod mislukt.",
            OptionKey::ReachTarget => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Het doel halen is genoeg, of het moet overschreden worden.",
                Variant::Baloot => "Een team beëindigt de partij door het doel te halen, of pas door het te overschrijden.",
            },
            OptionKey::TieRounding => "Bij een hangend spel wordt het hangende deel naar boven afgerond, of beide delen gelijk.",
            OptionKey::NtValatDoubled => "Zonder troef wordt de valatbonus met de kaarten verdubbeld (44 in plaats van 35).",
            OptionKey::ValatCancelsDouble => "Een valat heft kontra en rekontra op.",
            OptionKey::EightCardRun => "Waarde van een reeks van acht kaarten.",
            OptionKey::ValatEnd => "Op een valat wordt de partij niet gewonnen: er wordt nog een spel gespeeld.",
            OptionKey::TrumpSequenceFirst => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Tussen reeksen met dezelfde waarde en hoogste kaart wint een troefreeks voordat de speelvolgorde beslist.",
                Variant::Baloot => "Tussen gelijke beste projecten wint een reeks in troef voordat de speelvolgorde beslist.",
            },
            OptionKey::System => "Amsterdams: wie de gevraagde kleur niet heeft, hoeft niet over de slag van zijn maat heen te troeven en ondertroeft nooit. Rotterdams: altijd troeven, overtroeven als het kan, anders ondertroeven. Bepaalt ook de standaardwaarde van vier gelijke.",
            OptionKey::FourOfAKind => "Vier gelijke in één slag: vier boeren 200 en elke andere vier 100 (standaard in het Amsterdams), elke vier 100 (standaard in het Rotterdams), of volgens Pagat boeren 200, azen tot tienen 100 en geen roem voor negens, achten en zevens.",
            OptionKey::DefendersPit => "Een tegenpartij die alle slagen haalt, krijgt ook de 100 van pit.",
            OptionKey::GameEnd => "Een vast aantal spellen (16: iedereen geeft vier keer), of het eerste team dat het doel haalt, wint.",
            OptionKey::Deals => "Aantal spellen van een partij die na een aantal spellen eindigt.",
            OptionKey::Sakkas => "Een match is het beste van zoveel partijen (sakka's): het eerste team dat er meer dan de helft wint, wint.",
            OptionKey::Counting => "Met abnat: de abnat worden precies omgerekend en gelijke spelpunten beslist het tellen van beide stapels; zonder abnat (بدون أبناط): alleen de stapel van de verdedigers wordt op tientallen afgerond, 5 naar boven, en de koper krijgt de rest.",
            OptionKey::Tie => "Precies gelijk zonder dubbel (gelijke spelpunten en abnat): ieder schrijft het zijne, de koper gaat nat, of Sun wordt gedeeld en Hokum gaat nat.",
            OptionKey::HokumRounding => "Hokumstapels die beide op 6 eindigen (86/76): de stapel van de verdedigers wordt geteld en de koper krijgt de rest, de kant met meer abnat rondt naar beneden af, of de koper rondt naar boven af.",
            OptionKey::BalootCountsForContract => "De 2 punten van de Baloot (20 abnat) tellen mee om te beslissen of de koper het haalde, niet pas daarna.",
            OptionKey::BalootInHundred => "Een Baloot waarvan heer en vrouw in de getelde troefhonderd van zijn team zitten, telt toch 2, of vervalt.",
            OptionKey::LoserProjects => "De getelde projecten van een team dat nat gaat (khasara, een verloren dubbel) gaan naar de winnaars, of tellen voor niemand.",
            OptionKey::BalootOnLoss => "De Baloot van een team dat het spel verliest gaat naar de winnaars, blijft bij de houder, of telt voor niemand.",
            OptionKey::ProjectMultiplier => "Projecten in een gedubbeld spel: ×2 op elk niveau, × het niveau, of honderden ×2 en de rest × het niveau.",
            OptionKey::DoubledTie => "Precies gelijk in een gedubbeld spel (daar bestaat geen gelijk): het team dat dubbelde verliest, het team dat het laatst verhoogde verliest, of de koper verliest.",
            OptionKey::SunDoubleGate => "Sun wordt alleen gedubbeld door het team dat achterstaat: het team van de koper boven 100 en de dubbelaars op 100 of minder, de grens op 100, of altijd.",
            OptionKey::GahwaScore => "De winnaar van een Gahwa schrijft 152, of alleen wat hem tot het doel ontbreekt.",
            OptionKey::KabootDoubled => "Een kaboot in een gedubbeld spel schrijft 44 of 25 zonder iets te vermenigvuldigen, of de kaboot maal het dubbel.",
            OptionKey::KabootLoserProjects => "De getelde projecten en de Baloot van het geveegde team tellen voor niemand, gaan naar de verdedigers alleen als zij de koper veegden, of gaan altijd naar de vegers.",
            OptionKey::ReverseKaboot => "Een omgekeerde kaboot (de verdedigers halen alles in Sun nadat de koper uitkwam) schrijft 88, of 44 zoals een gewone kaboot.",
            OptionKey::QaydTakesProjects => "Een bewezen fout (qaid) geeft ook de getelde projecten van de overtreder aan het andere team.",
            OptionKey::PartnerRelief => "Zonder de gevraagde kleur ontslaat een maat die de slag heeft alleen van introeven als de slag vaststaat — de speler is 4e, of 3e achter de uitgekomen aas of «إكه»-kaart van de maat die nog wint — of zodra de maat de slag heeft.",
        }
    }

    fn reference(&self, v: Variant) -> &'static [&'static str] {
        match v {
            Variant::Classic => &[
                "Het nemende team moet meer halen dan de verdediging, meldingen en belote inbegrepen; anders is het nat en krijgt de verdediging 162 en alle meldingen.",
                "Gelijke totalen zijn een litige: de verdediging schrijft haar punten, de punten van de nemers wachten op de winnaar van het volgende spel.",
                "Alle acht slagen zijn capot: 252 (de 10 van de laatste slag wordt 100).",
                "Kleur bekennen; kun je dat niet, dan troeven als een tegenstander de slag heeft, en overtroeven als het kan.",
            ],
            Variant::Contree => &[
                "Er wordt geboden van 80 tot 160 per tien, dan capot; de nemers moeten hun bod halen, belote inbegrepen.",
                "Gemaakt: behaalde punten (afgerond op tien) plus het bod; nat: de verdediging schrijft 160 plus het bod.",
                "Een coinche verdubbelt en een surcoinche verviervoudigt; de winnaar krijgt alles.",
                "Contrée wordt zonder meldingen gespeeld; de belote gaat naar de verdediging als het contract nat gaat.",
            ],
            Variant::Coinche => &[
                "Coinche is contrée met meldingen, zonder troef en alles troef, zoals bij Pagat.",
                "Een coinche vermenigvuldigt alleen het bod: 160 + bod × 2.",
                "De belote blijft bij de houder, ook als het contract nat gaat.",
                "Een niet geboden capot levert 250 plus het bod op; een geboden capot 500.",
            ],
            Variant::Bulgarian => &[
                "Contracten: klaveren < ruiten < harten < schoppen < zonder troef < alles troef; de partij gaat tot 151.",
                "De punten worden door tien gedeeld en afgerond: kritiek cijfer 6 in een kleur, 4 bij alles troef; zonder troef verdubbeld.",
                "Bieders met minder punten zijn nat; bij gelijke punten blijven ze hangen voor de winnaar van het volgende spel.",
                "Reeksen en vier gelijke worden apart vergeleken; gelijke beste reeksen vervallen. Op een valat wordt de partij niet gewonnen.",
            ],
            Variant::Bela => &[
                "Troef wordt gemaakt na zes gedeelde kaarten: elke kleur, of passen („dalje”); past iedereen, dan moet de gever troef maken („mus”). De partij gaat tot 1001.",
                "Kleur bekennen en over de hoogste kaart van de gevraagde kleur gaan als het kan; zonder die kleur troeven (overtroeven als het kan). Een maat die de slag heeft, ontslaat je van niets.",
                "Zvanja: terca 20, kvarta 50, kvinta 100, vier vrouwen, heren, tienen of azen 100, vier negens 150, vier boeren 200. Alleen het team met de beste zvanje schrijft, en dan al zijn zvanja. De bela (troefheer en -vrouw) is 20, buiten de vergelijking.",
                "Het troefmakende team moet meer halen dan het andere, alles inbegrepen; anders valt het (pad) en schrijft het andere team alle punten van het spel. Gelijk is ook een val.",
                "Alle acht slagen (štiglja) geven 90 extra: 252. Een belot — alle acht kaarten van één kleur — wint de partij meteen.",
            ],
            Variant::Klaverjas => &[
                "Een partij is 16 spellen (iedereen geeft vier keer); troef is altijd een kleur. Het spelende team moet meer halen dan het andere, roem inbegrepen; anders gaat het nat en schrijft het andere team 162 plus alle roem.",
                "Roem ligt in een slag en gaat naar het team dat die slag haalt: drie op rij 20, vier op rij 50, stuk (troefheer en -vrouw) 20, vier gelijke 100 (vier boeren 200 volgens huisregel). Roem melden voordat de slag wordt omgedraaid.",
                "Kleur bekennen; bij troef overtroeven als het kan. Kun je niet bekennen: Amsterdams — niet verplicht over je maat heen te troeven, en nooit ondertroeven; Rotterdams — altijd troeven, overtroeven als het kan, anders ondertroeven.",
                "Alle acht slagen (pit, of mars) geven 100 extra: 262.",
            ],
            Variant::Baloot => &[
                "Sun (zonder troef): 130 abnat aan kaarten, 26 spelpunten per spel; Hokum (een troefkleur): 162 abnat, 16 spelpunten. Bij Sun worden de abnat verdubbeld en door tien gedeeld (een 5 blijft), bij Hokum door tien gedeeld (vanaf 6 naar boven).",
                "De koper moet de andere kant verslaan in spelpunten, projecten en Baloot meegeteld — bij gelijkspel in abnat. Anders is het khasara: de koper schrijft 0 en de andere kant het hele spel met alle getelde projecten.",
                "Projecten: sira 4 (Hokum 2), vijftig 10 (5), honderd 20 (10), vierhonderd — vier azen in Sun — 40. Alleen het team met het beste project schrijft projecten, en dan al de zijne. De Baloot (heer en vrouw van troef) is 2 en telt altijd.",
                "Hokum kan gedubbeld (×2), verdrievoudigd (×3), verviervoudigd (×4) en een Gahwa worden, waarvan de winnaar de hele partij wint; Sun wordt alleen gedubbeld, en alleen door het team dat achterstaat. Alle acht slagen (kaboot): 44 in Sun, 25 in Hokum.",
                "Een partij (sakka) gaat tot 152: zodra een team die haalt, wint het hoogste totaal, ook dat van het team dat niet kocht; bij gelijke totalen volgt nog een spel.",
                "Het spel: kleur bekennen, met elke kaart van die kleur; in Sun speelt wie niet kan bekennen wat hij wil. In Hokum gaat men bij troef over een troef van de tegenstander heen, nooit over die van de maat; wie niet kan bekennen troeft in — boven een troef van de tegenstander als het kan — tenzij de slag van de maat vaststaat: men is laatste, of 3e achter zijn aas of «إكه»-kaart. In een gesloten spel komt men niet met troef uit zolang de hand een andere kleur heeft.",
            ],
        }
    }
}
