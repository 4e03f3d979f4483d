//! The synthetic salons' words and pure generators: names, places, hours, amenities and review
//! marks, each drawn from the seeded RNG.

use domain::text::slugify;
use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

use super::SLUG_PREFIX;

/// Given names used for salon names, masters and review authors.
pub(super) const FEMALE_NAMES: &[&str] = &[
    "Lale", "Nil", "Defne", "Mavi", "Işık", "Şebnem", "Çiçek", "Gül", "Ümran", "Ayşe", "Elif", "Zeynep", "Selin", "Derya", "Ebru", "Pınar",
    "Özge", "Buse", "İpek", "Nazlı", "Sevgi", "Yasemin", "Menekşe", "Nergis", "Ada", "Ela", "Duru", "Su", "Melis", "Gizem", "Aslı",
    "Damla",
];
const MALE_NAMES: &[&str] =
    &["Emre", "Murat", "Can", "Kerem", "Barış", "Onur", "Serkan", "Tolga", "Ozan", "Uğur", "Cem", "Burak", "Hakan", "Yiğit"];
pub(super) const SURNAMES: &[&str] = &[
    "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Kurt", "Koç",
    "Özdemir", "Güneş", "Erdoğan", "Polat", "Akın",
];
/// Words that make a brand out of a name or alone ("Mavi Studio", "Atölye Papatya").
const BRAND_WORDS: &[&str] =
    &["Lale", "Nil", "Defne", "Mavi", "Işık", "Şebnem", "Çiçek", "Gül", "Ümran", "Papatya", "Zümrüt", "İnci", "Safir", "Bade", "Nar"];

/// A kind of salon: the word in its name, where the word goes, and the departments it does.
pub(super) struct Kind {
    pub(super) word: &'static str,
    /// "Studio Defne" rather than "Defne Studio".
    pub(super) leading: bool,
    pub(super) departments: &'static [&'static str],
    /// Out of 100: how often this kind is drawn.
    pub(super) weight: u32,
}

pub(super) const KINDS: &[Kind] = &[
    Kind { word: "Kuaför", leading: false, departments: &["kuafor", "tirnak", "makyaj"], weight: 22 },
    Kind { word: "Kuaför", leading: true, departments: &["kuafor", "cilt-bakimi"], weight: 6 },
    Kind {
        word: "Güzellik Merkezi",
        leading: false,
        departments: &["cilt-bakimi", "epilasyon-ve-agda", "kas-ve-kirpik", "tirnak"],
        weight: 16,
    },
    Kind { word: "Güzellik Salonu", leading: false, departments: &["cilt-bakimi", "tirnak", "epilasyon-ve-agda"], weight: 8 },
    Kind { word: "Studio", leading: true, departments: &["kuafor", "makyaj", "kas-ve-kirpik"], weight: 10 },
    Kind { word: "Salon", leading: true, departments: &["kuafor", "tirnak"], weight: 8 },
    Kind { word: "Atölye", leading: false, departments: &["tirnak", "kas-ve-kirpik", "makyaj"], weight: 8 },
    Kind { word: "Berber", leading: false, departments: &["berber"], weight: 12 },
    Kind { word: "Nail Bar", leading: false, departments: &["tirnak"], weight: 4 },
    Kind { word: "Spa", leading: false, departments: &["masaj-ve-spa", "cilt-bakimi"], weight: 6 },
];

/// How strongly a province draws salons beyond its one: roughly its population and tourism.
pub fn province_weight(code: i64) -> u32 {
    match code {
        34 => 40,                         // İstanbul
        6 => 14,                          // Ankara
        35 => 11,                         // İzmir
        16 | 7 => 7,                      // Bursa, Antalya
        1 | 42 | 27 | 41 => 5,            // Adana, Konya, Gaziantep, Kocaeli
        33 | 21 | 48 => 4,                // Mersin, Diyarbakır, Muğla
        38 | 55 | 26 | 31 | 63 | 45 => 3, // Kayseri, Samsun, Eskişehir, Hatay, Şanlıurfa, Manisa
        61 | 20 | 54 | 10 | 9 | 65 | 44 | 46 | 25 | 59 | 17 => 2,
        _ => 1,
    }
}

/// The province of each of `n` salons: every province once while `n` allows, the rest drawn by
/// [`province_weight`].
pub fn province_plan(codes: &[i64], n: usize, rng: &mut impl Rng) -> Vec<i64> {
    if codes.is_empty() {
        return Vec::new();
    }
    let mut plan: Vec<i64> = codes.iter().copied().take(n).collect();
    let total: u32 = codes.iter().map(|c| province_weight(*c)).sum();
    while plan.len() < n {
        let mut pick = rng.random_range(0..total);
        for code in codes {
            let weight = province_weight(*code);
            if pick < weight {
                plan.push(*code);
                break;
            }
            pick -= weight;
        }
    }
    plan.shuffle(rng);
    plan
}

pub(super) fn pick_kind(rng: &mut impl Rng) -> &'static Kind {
    let total: u32 = KINDS.iter().map(|k| k.weight).sum();
    let mut pick = rng.random_range(0..total);
    for kind in KINDS {
        if pick < kind.weight {
            return kind;
        }
        pick -= kind.weight;
    }
    &KINDS[0]
}

/// A salon name of `kind`: "Lale Güzellik Merkezi", "Studio Defne", "Gül & Nil Atölye",
/// sometimes with the district ("Mavi Kuaför Kadıköy").
pub(super) fn salon_name_of(kind: &Kind, district: &str, rng: &mut impl Rng) -> String {
    let brand = if rng.random_bool(0.5) { *BRAND_WORDS.choose(rng).expect("words") } else { *FEMALE_NAMES.choose(rng).expect("names") };
    let brand = if !kind.leading && rng.random_bool(0.12) {
        let second = FEMALE_NAMES.choose(rng).expect("names");
        if *second == brand { brand.to_owned() } else { format!("{brand} & {second}") }
    } else {
        brand.to_owned()
    };
    let mut name = if kind.leading { format!("{} {brand}", kind.word) } else { format!("{brand} {}", kind.word) };
    if rng.random_bool(0.25) && !district.is_empty() {
        name.push(' ');
        name.push_str(district);
    }
    name
}

/// A salon name for a salon in `district` (see [`salon_name_of`]).
pub fn salon_name(district: &str, rng: &mut impl Rng) -> String {
    salon_name_of(pick_kind(rng), district, rng)
}

/// The slug of the `index`-th (0-based) synthetic salon: unique even when names repeat.
pub fn synthetic_slug(name: &str, index: usize) -> String {
    format!("{SLUG_PREFIX}{}-{}", slugify(name), index + 1)
}

/// A point within about 8 km of a province centre (an equirectangular box, fine at city scale).
pub fn place_near(lat: f64, lng: f64, rng: &mut impl Rng) -> (f64, f64) {
    const DLAT: f64 = 0.07;
    let dlng = DLAT / lat.to_radians().cos().max(0.2);
    let round = |v: f64| (v * 1e6).round() / 1e6;
    (round(lat + rng.random_range(-DLAT..=DLAT)), round(lng + rng.random_range(-dlng..=dlng)))
}

/// Weekly opening hours as (weekday 0 = Monday, open minute, close minute): Monday to Saturday
/// always, Sunday for about half of the salons.
pub fn opening_hours(rng: &mut impl Rng) -> Vec<(i16, i16, i16)> {
    let open = [9 * 60, 9 * 60 + 30, 10 * 60][rng.random_range(0..3)];
    let close = [19 * 60, 20 * 60, 21 * 60][rng.random_range(0..3)];
    let mut hours: Vec<(i16, i16, i16)> = (0..5).map(|d| (d, open, close)).collect();
    hours.push((5, open, if rng.random_bool(0.3) { 18 * 60 } else { close }));
    if rng.random_bool(0.5) {
        hours.push((6, 11 * 60, 18 * 60));
    }
    hours
}

/// Amenity codes, in the order the demo uses them.
pub fn amenities(berber: bool, rng: &mut impl Rng) -> Vec<&'static str> {
    let odds: [(&str, f64); 8] = [
        ("card_payment", 0.95),
        ("tea_coffee", 0.85),
        ("wifi", 0.8),
        ("air_conditioning", 0.8),
        ("kids_friendly", 0.25),
        ("parking", 0.25),
        ("women_only", if berber { 0.0 } else { 0.2 }),
        ("wheelchair_access", 0.15),
    ];
    odds.iter().filter(|(_, p)| rng.random_bool(*p)).map(|(code, _)| *code).collect()
}

/// Three marks (service quality, atmosphere, cleanliness) of one review around a salon's level.
pub fn review_marks(level: f64, rng: &mut impl Rng) -> [i16; 3] {
    std::array::from_fn(|_| (level + rng.random_range(-1.2..=0.8)).round().clamp(1.0, 5.0) as i16)
}

/// A salon's rating as the demo seed computes it: the mean over reviews of each review's mean mark.
pub fn rating_avg(marks: &[[i16; 3]]) -> Option<f64> {
    (!marks.is_empty()).then(|| marks.iter().map(|m| f64::from(m[0] + m[1] + m[2]) / 3.0).sum::<f64>() / marks.len() as f64)
}

const STREETS: &[&str] = &[
    "Atatürk",
    "Cumhuriyet",
    "İstiklal",
    "Gazi",
    "Menekşe",
    "Lale",
    "Papatya",
    "Çınar",
    "Barbaros",
    "Mimar Sinan",
    "Akasya",
    "Fatih",
    "İnönü",
    "Kordon",
    "Zafer",
    "Hürriyet",
    "Ihlamur",
    "Orkide",
];

pub(super) fn address(rng: &mut impl Rng) -> String {
    let street = STREETS.choose(rng).expect("streets");
    let kind = if rng.random_bool(0.4) { "Cad." } else { "Sok." };
    format!("{street} {kind} No: {}", rng.random_range(1..=180))
}

pub(super) const REVIEW_TEXTS: &[(&str, &str)] = &[
    ("tr", "Çok memnun kaldım, ellerine sağlık."),
    ("tr", "Randevuma tam zamanında alındım, salon tertemizdi."),
    ("tr", "Fiyatlar makul, personel güler yüzlü. Tekrar geleceğim."),
    ("tr", "Sonuç güzel ama biraz bekledim."),
    ("tr", "Arkadaşlarıma da tavsiye ettim, harika bir deneyimdi."),
    ("tr", "İşini bilen bir ekip, öneriler yerindeydi."),
    ("tr", "Ortam çok ferah, çay ikramı da hoştu."),
    ("tr", "Beklediğim gibi olmadı, yine de ilgili davrandılar."),
    ("en", "Lovely staff and a very clean salon."),
    ("en", "Booked online, no waiting at all. Great result."),
    ("ru", "Отличный мастер, всё аккуратно и вовремя."),
];

pub(super) fn position(department: &str) -> &'static str {
    match department {
        "kuafor" => "Kuaför",
        "berber" => "Berber",
        "tirnak" => "Manikür Uzmanı",
        "cilt-bakimi" => "Cilt Bakım Uzmanı",
        "epilasyon-ve-agda" => "Epilasyon Uzmanı",
        "masaj-ve-spa" => "Masaj Terapisti",
        "kas-ve-kirpik" => "Kaş ve Kirpik Uzmanı",
        "makyaj" => "Makyaj Artisti",
        _ => "Uzman",
    }
}

pub(super) fn person(male: bool, rng: &mut impl Rng) -> String {
    let given = if male { MALE_NAMES.choose(rng) } else { FEMALE_NAMES.choose(rng) }.expect("names");
    format!("{given} {}", SURNAMES.choose(rng).expect("surnames"))
}

#[cfg(test)]
mod tests {
    use domain::text::fold;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    fn rng() -> StdRng {
        StdRng::seed_from_u64(7)
    }

    #[test]
    fn plan_covers_every_province_and_favours_big_cities() {
        let codes: Vec<i64> = (1..=81).collect();
        let plan = province_plan(&codes, 400, &mut rng());
        assert_eq!(plan.len(), 400);
        for code in &codes {
            assert!(plan.contains(code), "province {code} has no salon");
        }
        let count = |c: i64| plan.iter().filter(|p| **p == c).count();
        assert!(count(34) > count(6) && count(6) > count(81), "İstanbul {} Ankara {} Düzce {}", count(34), count(6), count(81));
        assert!(count(34) >= 40, "İstanbul has {}", count(34));
        // Fewer salons than provinces: each salon in a different province.
        let small = province_plan(&codes, 10, &mut rng());
        let mut unique = small.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 10);
        assert!(province_plan(&[], 5, &mut rng()).is_empty());
    }

    #[test]
    fn generators_are_deterministic() {
        let codes: Vec<i64> = (1..=81).collect();
        assert_eq!(province_plan(&codes, 200, &mut rng()), province_plan(&codes, 200, &mut rng()));
        let names = |r: &mut StdRng| (0..50).map(|_| salon_name("Kadıköy", r)).collect::<Vec<_>>();
        assert_eq!(names(&mut rng()), names(&mut rng()));
    }

    #[test]
    fn names_look_like_salons_and_fold_to_their_search_key() {
        let mut r = rng();
        let mut lale = 0;
        for index in 0..500 {
            let name = salon_name("Kadıköy", &mut r);
            assert!(KINDS.iter().any(|k| name.contains(k.word)), "{name}");
            assert!(name.split_whitespace().count() >= 2, "{name}");
            let slug = synthetic_slug(&name, index);
            assert!(slug.starts_with(SLUG_PREFIX) && slug.ends_with(&format!("-{}", index + 1)), "{slug}");
            assert!(slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'), "{slug}");
            let key = fold(&name);
            assert!(key.is_ascii(), "{key}");
            lale += usize::from(key.contains("lale"));
        }
        // The bench searches "lale": it must find a handful, not one or all.
        assert!((5..100).contains(&lale), "{lale}");
        assert_eq!(fold("Işık Güzellik Merkezi Şişli"), "isik guzellik merkezi sisli");
    }

    #[test]
    fn places_stay_near_the_centre() {
        let mut r = rng();
        for _ in 0..1000 {
            let (lat, lng) = place_near(41.0082, 28.9784, &mut r);
            assert!((lat - 41.0082).abs() <= 0.0701, "{lat}");
            assert!((lng - 28.9784).abs() <= 0.0935, "{lng}");
            assert!(domain::geo::distance_km(41.0082, 28.9784, lat, lng) < 11.0);
        }
    }

    #[test]
    fn hours_ratings_and_amenities_are_sane() {
        let mut r = rng();
        for _ in 0..200 {
            let hours = opening_hours(&mut r);
            assert!(hours.len() == 6 || hours.len() == 7);
            for (i, (weekday, open, close)) in hours.iter().enumerate() {
                assert_eq!(*weekday, i as i16);
                assert!(open < close && *close <= 21 * 60);
            }
            let marks: Vec<[i16; 3]> = (0..10).map(|_| review_marks(4.2, &mut r)).collect();
            assert!(marks.iter().flatten().all(|m| (1..=5).contains(m)));
            let avg = rating_avg(&marks).unwrap();
            assert!((1.0..=5.0).contains(&avg));
            assert!(!amenities(true, &mut r).contains(&"women_only"));
        }
        assert_eq!(rating_avg(&[]), None);
        assert_eq!(rating_avg(&[[5, 4, 3], [3, 3, 3]]), Some(3.5));
    }
}
