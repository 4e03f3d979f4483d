//! Turkish-aware text folding for search keys and slugs.
//!
//! `to_lowercase` is wrong for Turkish: it maps `İ` to `i̇` (with a combining dot) and leaves
//! `ı` alone, so "İstanbul" and "istanbul" would never match. Folding maps every Turkish letter
//! to its plain ASCII base so that both the stored key and the query meet in the middle.

/// Folds one character to lower-case ASCII where it is a Turkish (or common Latin) letter.
fn fold_char(c: char, out: &mut String) {
    match c {
        'İ' | 'I' | 'ı' | 'i' | 'Î' | 'î' | 'Ì' | 'ì' | 'Í' | 'í' | 'Ï' | 'ï' => out.push('i'),
        'Ç' | 'ç' => out.push('c'),
        'Ğ' | 'ğ' => out.push('g'),
        'Ö' | 'ö' | 'Ô' | 'ô' | 'Ò' | 'ò' | 'Ó' | 'ó' => out.push('o'),
        'Ş' | 'ş' => out.push('s'),
        'Ü' | 'ü' | 'Û' | 'û' | 'Ù' | 'ù' | 'Ú' | 'ú' => out.push('u'),
        'Â' | 'â' | 'À' | 'à' | 'Á' | 'á' | 'Ä' | 'ä' => out.push('a'),
        'É' | 'é' | 'È' | 'è' | 'Ê' | 'ê' | 'Ë' | 'ë' => out.push('e'),
        '\u{307}' => {} // combining dot above, left over from a naive lower-casing of İ
        // NUL and other control characters never reach a search index or an FTS query (SQLite's
        // FTS5 reads a NUL as the end of its query text and fails).
        c if c.is_control() => out.push(' '),
        c => out.extend(c.to_lowercase()),
    }
}

/// Lower-cases and strips Turkish diacritics: "KUAFÖR Işık" → "kuafor isik".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        fold_char(c, &mut out);
    }
    out
}

/// Whether `text` holds a control character other than tab, line feed and carriage return (a
/// NUL, an escape, a backspace...): no form field or search term needs one, PostgreSQL refuses
/// NUL in text, and SQLite's FTS5 stops at it. Requests carrying one are refused as a whole.
pub fn has_control(text: &str) -> bool {
    text.chars().any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
}

/// A URL slug: folded, ASCII letters and digits, words joined by single hyphens.
pub fn slugify(text: &str) -> String {
    let folded = fold(text);
    let mut slug = String::with_capacity(folded.len());
    let mut pending_hyphen = false;
    for c in folded.chars() {
        if let Some(latin) = cyrillic_to_latin(c) {
            if pending_hyphen && !slug.is_empty() && !latin.is_empty() {
                slug.push('-');
            }
            pending_hyphen = pending_hyphen && latin.is_empty();
            slug.push_str(latin);
        } else if c.is_ascii_alphanumeric() {
            if pending_hyphen && !slug.is_empty() {
                slug.push('-');
            }
            pending_hyphen = false;
            slug.push(c);
        } else if c.is_whitespace() || c == '-' || c == '_' || c == '/' || c == '.' {
            pending_hyphen = true;
        }
    }
    slug
}

/// The Latin spelling of a lower-case Russian letter in a slug (the common transliteration of
/// URLs: "уход за волосами" → "ukhod-za-volosami"), so Russian titles and tags give slugs too.
fn cyrillic_to_latin(c: char) -> Option<&'static str> {
    Some(match c {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' => "g",
        'д' => "d",
        'е' | 'ё' | 'э' => "e",
        'ж' => "zh",
        'з' => "z",
        'и' => "i",
        'й' | 'ы' => "y",
        'к' => "k",
        'л' => "l",
        'м' => "m",
        'н' => "n",
        'о' => "o",
        'п' => "p",
        'р' => "r",
        'с' => "s",
        'т' => "t",
        'у' => "u",
        'ф' => "f",
        'х' => "kh",
        'ц' => "ts",
        'ч' => "ch",
        'ш' => "sh",
        'щ' => "shch",
        'ъ' | 'ь' => "",
        'ю' => "yu",
        'я' => "ya",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn folds_turkish_both_ways() {
        assert_eq!(fold("Işık"), "isik");
        assert_eq!(fold("Şişli"), "sisli");
        assert_eq!(fold("KUAFÖR"), fold("kuaför"));
        assert_eq!(fold("İstanbul"), fold("istanbul"));
        assert_eq!(fold("ÇĞÖŞÜ âîû"), "cgosu aiu");
        assert_eq!(fold("Маникюр"), "маникюр");
    }

    #[test]
    fn control_characters_never_reach_a_search() {
        assert_eq!(fold("abc\u{0}def"), "abc def");
        assert!(has_control("abc\u{0}def"));
        assert!(has_control("\u{1b}[31m"));
        assert!(!has_control("line one\r\nline two\tend"));
    }

    #[test]
    fn slugs() {
        assert_eq!(slugify("Kadın Saç Kesimi"), "kadin-sac-kesimi");
        assert_eq!(slugify("  Güzellik -- Salonu! "), "guzellik-salonu");
        assert_eq!(slugify("Barber House Nişantaşı"), "barber-house-nisantasi");
        // Russian titles and tags are transliterated, not dropped.
        assert_eq!(slugify("Уход за волосами"), "ukhod-za-volosami");
        assert_eq!(slugify("Маникюр, щётка и подъезд"), "manikyur-shchetka-i-podezd");
    }

    proptest! {
        #[test]
        fn fold_is_idempotent(s in "\\PC{0,40}") {
            let once = fold(&s);
            prop_assert_eq!(fold(&once), once.clone());
        }

        #[test]
        fn slug_is_url_safe(s in "\\PC{0,40}") {
            let slug = slugify(&s);
            prop_assert!(slug.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
            prop_assert!(!slug.starts_with('-') && !slug.ends_with('-') && !slug.contains("--"));
        }
    }
}
