//! Croatian: the notes on the games — each house rule's one-line summary, as a variant plays it,
//! and each game's rules in brief, the rules assistant's reference.

use super::Hr;
use crate::i18n::words::{Notes, OptionKey};
use crate::variant::Variant;

#[rustfmt::skip]
impl Notes for Hr {
    fn summary(&self, v: Variant, key: OptionKey, _english: &'static str) -> &'static str {
        match key {
            OptionKey::Target => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian => "Bodovi kojima igra završava.",
                Variant::Bela => "Bodovi kojima igra završava: 1001, ili kratka igra do 501 ili 701.",
                Variant::Klaverjas => "Bodovi kojima igra završava kad se igra do cilja.",
                Variant::Baloot => "Bodovi koji završavaju igru (sakku): 152, ili 100 za kratku igru («مشدودة»).",
            },
            OptionKey::Announces => "Dopusti tercu, kvartu, kvintu i četiri iste (belot se uvijek broji).",
            OptionKey::ContractRule => "Oni koji su uzeli moraju nadmašiti zbroj branitelja (sa zvanjima i belotom), ili samo uzeti 82 boda iz karata.",
            OptionKey::Litige => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Baloot => "Kod jednakih zbrojeva bodovi onih koji su uzeli vise za pobjednika sljedećeg dijeljenja, ili su pali, ili su prošli.",
                Variant::Bela => "Kod jednakih zbrojeva oni koji su zvali padaju (pad), ili njihov zbroj visi za pobjednika sljedećeg dijeljenja.",
                Variant::Klaverjas => "Kod jednakih zbrojeva ekipa koja igra je nat, ili je prošla (pola je dovoljno).",
            },
            OptionKey::CapotValue => "Bodovi za svih osam štihova: 252 (zadnji štih vrijedi 100) ili 250.",
            OptionKey::DefendersCapot => "Branitelji koji uzmu svih osam štihova pišu vrijednost kapota ili 162.",
            OptionKey::BeloteOnInside => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas | Variant::Baloot => "Kad oni koji su uzeli padnu, njihov belot ostaje njima ili ide braniteljima.",
                Variant::Bela => "Bela onih koji su pali ide drugoj ekipi sa svim ostalim, ili je oni koji su zvali ipak pišu.",
            },
            OptionKey::InsideDeclarations => "Kad oni koji su uzeli padnu, njihova priznata zvanja idu braniteljima, ili se ne broje nikome.",
            OptionKey::CapotDeclarations => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas | Variant::Baloot => "Ekipa s kapotom uzima i priznata zvanja druge ekipe, ili ona propadaju.",
                Variant::Bela => "Nakon štiglje priznata zvanja i bela ekipe bez štiha idu ekipi koja je uzela sve štihove, ili se ne broje nikome.",
            },
            OptionKey::DeclarationTie => match v {
                Variant::Classic | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas | Variant::Baloot => "Jednaka najbolja zvanja: pobjeđuje prvo po redoslijedu igre, ili se sva poništavaju.",
                Variant::Contree | Variant::Coinche => "Jednaka najbolja zvanja: sva se poništavaju, ili pobjeđuje prvo po redoslijedu igre.",
            },
            OptionKey::Rounding => match v {
                Variant::Classic | Variant::Bela | Variant::Klaverjas | Variant::Baloot => "Zaokruži svaki upis na desetice (5 ili 6 prema gore) ili broji točne bodove.",
                Variant::Contree | Variant::Coinche => "Zaokruži osvojene bodove svake ekipe na desetice (5 ili 6 prema gore), ili broji točne bodove.",
                Variant::Bulgarian => "Službeno: kritična znamenka 6 u boji, 4 kod svih aduta, ekipa s manje bodova zaokružuje prema gore; ili oni koji su zvali zaokružuju prema gore.",
            },
            OptionKey::BothReachTarget => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Klaverjas => "Obje ekipe prijeđu cilj u istom dijeljenju: pobjeđuje veći zbroj (kod jednakih se igra dalje), ili je neriješeno.",
                Variant::Bela => "Obje ekipe preko cilja s jednakim zbrojem: igra se još jedno dijeljenje, ili pobjeđuju oni koji su zvali u tom dijeljenju.",
                Variant::Baloot => "Oba tima na cilju s jednakim zbrojem: igra se još jedno dijeljenje, ili pobjeđuje kupac tog dijeljenja.",
            },
            OptionKey::Undertrump => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Igrač koji ne može nadrezati protivnikov adut ipak mora baciti niži adut, ili smije baciti drugu kartu.",
                Variant::Baloot => "Bez boje koja je izašla, kad protivnički adut nosi štih, a nijedan adut u ruci ga ne tuče: bilo koja karta, i manji adut, ili ipak adut.",
            },
            OptionKey::Bid80Needs82 => "Zvanje od 80 traži 82 boda.",
            OptionKey::MustBeatDefence => "Oni koji su zvali moraju imati i više od branitelja.",
            OptionKey::BeloteCountsForContract => "Belot pomaže dostići zvanje.",
            OptionKey::Scoring => "Prošli: osvojeni bodovi plus zvanje, samo osvojeni bodovi, ili samo zvanje.",
            OptionKey::FailBase => "Branitelji palog ugovora pišu ovu osnovicu plus zvanje.",
            OptionKey::DoubleScheme => "Kontra množi (160 + zvanje), ili samo zvanje (160 + zvanje × m).",
            OptionKey::RedoubleFactor => "Množitelj rekontre.",
            OptionKey::BeloteOnFailure => "Kad oni koji su zvali padnu, njihov belot ide braniteljima ili ostaje njima.",
            OptionKey::CapotUnbid => "Bodovi za kapot koji nije bio najavljen.",
            OptionKey::CapotBidFailed => "Bodovi branitelja kad najavljeni kapot padne.",
            OptionKey::ReachTarget => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Dostići cilj je dovoljno, ili ga treba prijeći.",
                Variant::Baloot => "Tim završava igru dosegnuvši cilj, ili tek prešavši ga.",
            },
            OptionKey::TieRounding => "Kod dijeljenja koje visi dio koji visi zaokružuje se prema gore, ili se oba dijela zaokružuju jednako.",
            OptionKey::NtValatDoubled => "Bez aduta se bonus za valat udvostručuje s kartama (44 umjesto 35).",
            OptionKey::ValatCancelsDouble => "Valat poništava kontru i rekontru.",
            OptionKey::EightCardRun => "Vrijednost niza od osam karata.",
            OptionKey::ValatEnd => "Na valatu se igra ne dobiva: igra se još jedno dijeljenje.",
            OptionKey::TrumpSequenceFirst => match v {
                Variant::Classic | Variant::Contree | Variant::Coinche | Variant::Bulgarian | Variant::Bela | Variant::Klaverjas => "Između nizova iste vrijednosti i iste najviše karte pobjeđuje niz u adutu prije nego što odluči redoslijed igre.",
                Variant::Baloot => "Između jednakih najboljih projekata niz u adutu pobjeđuje prije nego što odluči redoslijed igre.",
            },
            OptionKey::System => "Amsterdam: igrač bez tražene boje ne mora rezati preko suigrača koji nosi štih i nikad ne podrezuje. Rotterdam: uvijek reži, nadreži ako možeš, inače podreži. Određuje i zadanu vrijednost četiri iste.",
            OptionKey::FourOfAKind => "Četiri iste u jednom štihu: dečki 200 i sve ostale četvorke 100 (zadano za Amsterdam), sve četvorke 100 (zadano za Rotterdam), ili po Pagatu dečki 200, od asova do desetki 100, a devetke, osmice i sedmice nisu roem.",
            OptionKey::DefendersPit => "Branitelji koji uzmu sve štihove dobivaju i 100 za pit.",
            OptionKey::GameEnd => "Zadani broj dijeljenja (16: svatko dijeli četiri puta), ili pobjeđuje prva ekipa koja dođe do cilja.",
            OptionKey::Deals => "Broj dijeljenja u igri koja završava nakon broja dijeljenja.",
            OptionKey::Sakkas => "Meč je najbolji od toliko igara (sakki): pobjeđuje prvi tim koji dobije više od polovine.",
            OptionKey::Counting => "S abnatima: abnati se pretvaraju točno, a jednaki bodovi odlučuju se brojanjem obje hrpe; bez abnata (بدون أبناط): samo se hrpa obrane zaokružuje na desetice, 5 gore, a kupac dobiva ostatak.",
            OptionKey::Tie => "Potpuno izjednačeno bez dupla (jednaki bodovi i abnati): svatko piše svoje, kupac pada, ili se Sun dijeli, a Hokum pada.",
            OptionKey::HokumRounding => "Hrpe u Hokumu koje obje završavaju na 6 (86/76): broji se hrpa obrane i kupac dobiva ostatak, strana s više abnata zaokružuje dolje, ili kupac zaokružuje gore.",
            OptionKey::BalootCountsForContract => "Dva boda Baloota (20 abnata) broje se kad se odlučuje je li kupac prošao, ne tek poslije.",
            OptionKey::BalootInHundred => "Baloot čiji su kralj i dama u brojanoj adutskoj stotici njegova tima ipak vrijedi 2, ili se poništava.",
            OptionKey::LoserProjects => "Brojani projekti tima koji pada (khasara, izgubljen duplo) idu pobjednicima, ili se ne broje nikome.",
            OptionKey::BalootOnLoss => "Baloot tima koji izgubi dijeljenje ide pobjednicima, ostaje vlasniku, ili se ne broji nikome.",
            OptionKey::ProjectMultiplier => "Projekti u udvojenom dijeljenju: ×2 na svakoj razini, × razina, ili stotice ×2, a ostalo × razina.",
            OptionKey::DoubledTie => "Potpuno izjednačeno u udvojenom dijeljenju (tamo nema izjednačenja): gubi tim koji je udvojio, tim koji je zadnji podigao, ili kupac.",
            OptionKey::SunDoubleGate => "Sun udvaja samo tim koji zaostaje: kupčev tim iznad 100, a udvajači do 100, granica na 100, ili uvijek.",
            OptionKey::GahwaScore => "Pobjednik Gahwe piše 152, ili samo koliko mu nedostaje do cilja.",
            OptionKey::KabootDoubled => "Kaboot u udvojenom dijeljenju piše 44 ili 25 bez množenja, ili kaboot puta duplo.",
            OptionKey::KabootLoserProjects => "Brojani projekti i Baloot pometenog tima ne broje se nikome, idu obrani samo ako je ona pomela kupca, ili uvijek idu onima koji su pomeli.",
            OptionKey::ReverseKaboot => "Obrnuti kaboot (obrana uzme sve u Sunu nakon što je kupac izašao) piše 88, ili 44 kao običan kaboot.",
            OptionKey::QaydTakesProjects => "Dokazani prekršaj (qaid) predaje i brojane projekte prekršitelja drugom timu.",
            OptionKey::PartnerRelief => "Bez boje koja je izašla, partner koji nosi štih oslobađa od rezanja samo kad je štih siguran — igrač je 4., ili 3. iza partnerova asa ili karte «إكه» koja još nosi — ili kad god partner nosi štih.",
        }
    }

    fn reference(&self, v: Variant) -> &'static [&'static str] {
        match v {
            Variant::Classic => &[
                "Ekipa koja je uzela mora imati više od branitelja, sa zvanjima i belotom; inače pada, a branitelji uzimaju 162 i sva zvanja.",
                "Jednaki zbrojevi su litige: branitelji pišu svoje bodove, a bodovi onih koji su uzeli čekaju pobjednika sljedećeg dijeljenja.",
                "Svih osam štihova je kapot: 252 (10 za zadnji štih postaje 100).",
                "Odgovori na boju; ako ne možeš, reži kad štih nosi protivnik, i nadreži ako možeš.",
            ],
            Variant::Contree => &[
                "Zvanja u licitaciji idu od 80 do 160 po deset, zatim kapot; oni koji su zvali moraju dostići zvanje, s belotom.",
                "Prošli: osvojeni bodovi (zaokruženi na deset) plus zvanje; pali: branitelji pišu 160 plus zvanje.",
                "Kontra udvostručuje, rekontra učetverostručuje; pobjednik uzima sve.",
                "Contrée se igra bez zvanja; belot ide braniteljima kad ugovor padne.",
            ],
            Variant::Coinche => &[
                "Coinche je contrée sa zvanjima, bez aduta i svim adutima, po Pagatu.",
                "Kontra množi samo zvanje: 160 + zvanje × 2.",
                "Belot ostaje vlasniku i kad ugovor padne.",
                "Nenajavljeni kapot donosi 250 plus zvanje; najavljeni kapot 500.",
            ],
            Variant::Bulgarian => &[
                "Ugovori: tref < karo < herc < pik < bez aduta < svi aduti; igra se do 151.",
                "Bodovi se dijele s deset i zaokružuju: kritična znamenka 6 u boji, 4 kod svih aduta; bez aduta se udvostručuje.",
                "Oni koji su zvali s manje bodova padaju; jednaki bodovi vise za pobjednika sljedećeg dijeljenja.",
                "Nizovi i četiri iste uspoređuju se odvojeno; jednaki najbolji nizovi se poništavaju. Na valatu se igra ne dobiva.",
            ],
            Variant::Bela => &[
                "Adut se zove nakon šest podijeljenih karata: bilo koja boja, ili „dalje”; ako svi kažu dalje, djelitelj mora zvati (mus). Igra se do 1001.",
                "Odgovori na boju i prebij najvišu kartu tražene boje ako možeš; bez boje reži (nadreži ako možeš). Suigrač koji nosi štih ne oslobađa te ničega.",
                "Zvanja: terca 20, kvarta 50, kvinta 100, četiri dame, kralja, desetke ili asa 100, četiri devetke 150, četiri dečka 200. Piše samo ekipa s najboljim zvanjem, i to sva svoja zvanja. Bela (kralj i dama aduta) vrijedi 20, izvan usporedbe.",
                "Ekipa koja je zvala mora imati više od druge ekipe, sa svime; inače pada (pad) i druga ekipa piše sve bodove dijeljenja. Jednako je također pad.",
                "Svih osam štihova (štiglja) donosi još 90: 252. Belot — svih osam karata jedne boje — odmah dobiva partiju.",
            ],
            Variant::Klaverjas => &[
                "Igra ima 16 dijeljenja (svatko dijeli četiri puta); adut je uvijek boja. Ekipa koja igra mora imati više od druge, s roemom; inače je nat i druga ekipa piše 162 plus sav roem.",
                "Roem leži u štihu i ide ekipi koja ga uzme: tri u nizu 20, četiri 50, stuk (kralj i dama aduta) 20, četiri iste 100 (četiri dečka 200 po kućnom pravilu). Prijavljuje se prije nego što se štih okrene.",
                "Odgovori na boju; kad se igra adut, prebij najviši adut ako možeš. Bez boje: Amsterdam — ne moraš rezati preko suigrača i nikad ne podrezuješ; Rotterdam — uvijek reži, nadreži ako možeš, inače podreži.",
                "Svih osam štihova (pit ili mars) donosi još 100: 262.",
            ],
            Variant::Baloot => &[
                "Sun (bez aduta): 130 abnata karata, 26 bodova igre po dijeljenju; Hokum (adut): 162 abnata, 16 bodova. U Sunu se abnati udvostruče i podijele s deset (5 ostaje), u Hokumu podijele s deset (od 6 naviše gore).",
                "Kupac mora nadmašiti drugu stranu u bodovima igre, s projektima i Balootom — kod jednakih u abnatima. Inače je khasara: kupac piše 0, a druga strana cijelo dijeljenje sa svim brojanim projektima.",
                "Projekti: sira 4 (Hokum 2), pedeset 10 (5), sto 20 (10), četiristo — četiri asa u Sunu — 40. Projekte piše samo tim s najboljim projektom, i to sve svoje. Baloot (kralj i dama aduta) vrijedi 2 i ne natječe se.",
                "Hokum se udvaja (×2), utrostručuje (×3), učetverostručuje (×4) i postaje Gahwa, čiji pobjednik uzima cijelu igru; Sun se samo udvaja, i to tim koji zaostaje. Svih osam štihova (kaboot): 44 u Sunu, 25 u Hokumu.",
                "Igra (sakka) ide do 152: čim ih neki tim dosegne, pobjeđuje veći zbroj, pa i tima koji nije kupio; kod jednakih se igra još jedno dijeljenje.",
                "Igra: odgovara se na boju bilo kojom kartom te boje; u Sunu tko nema boje igra što hoće. U Hokumu se na adut ide jače od protivnika, nikad od partnera; bez boje se reže — jačim adutom od protivničkog ako se može — osim ako je partnerov štih siguran: igrač je zadnji, ili 3. iza njegova asa ili karte «إكه». U zatvorenoj igri ne izlazi se adutom dok je u ruci druga boja.",
            ],
        }
    }
}
