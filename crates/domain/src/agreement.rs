//! Legal texts an admin edits (spec §3 Agreement): the name and the HTML in three languages.
//! The HTML comes from the admin's rich-text editor but is never trusted: [`sanitize_html`] keeps
//! only the tags that editor produces, so a pasted `<script>` or `onerror=` cannot reach a reader.

use std::collections::HashSet;

use crate::Problems;

/// The longest agreement name.
pub const AGREEMENT_NAME_MAX_CHARS: usize = 200;
/// The longest agreement text in one language, in characters of HTML (a long contract is ~100 000).
pub const AGREEMENT_TEXT_MAX_CHARS: usize = 300_000;

/// The tags the admin's editor (tiptap's starter kit and link) produces.
const TAGS: [&str; 16] = ["p", "h2", "h3", "h4", "strong", "em", "u", "s", "a", "ul", "ol", "li", "blockquote", "br", "hr", "code"];

/// Where an article's pictures may come from: the upload call's files (`/api/files/{folder}/{name}`),
/// never another site (a tracking pixel) nor a `data:` URL.
const OWN_FILES: &str = "/api/files/";

/// The editor's tags with their attributes: links keep `href` only (http, https, mailto, tel) and
/// get `rel="noopener noreferrer nofollow"`.
fn editor_sanitiser() -> ammonia::Builder<'static> {
    let mut builder = ammonia::Builder::default();
    builder
        .tags(HashSet::from(TAGS))
        .generic_attributes(HashSet::new())
        .tag_attributes(std::collections::HashMap::from([("a", HashSet::from(["href", "target"]))]))
        .url_schemes(HashSet::from(["http", "https", "mailto", "tel"]))
        .link_rel(Some("noopener noreferrer nofollow"));
    builder
}

/// HTML reduced to the editor's tags: no scripts, styles, event handlers or `javascript:` links.
pub fn sanitize_html(html: &str) -> String {
    editor_sanitiser().clean(html).to_string()
}

/// An article's HTML (blog posts, info pages): the editor's tags plus pictures (`src` and `alt`)
/// whose `src` is one of our uploaded files; a picture from anywhere else is dropped whole.
pub fn sanitize_article_html(html: &str) -> String {
    let mut builder = editor_sanitiser();
    builder.add_tags(["img"]).add_tag_attributes("img", ["src", "alt"]).attribute_filter(|element, attribute, value| {
        match (element, attribute) {
            ("img", "src") if !is_own_file(value) => None,
            _ => Some(value.into()),
        }
    });
    // An `<img>` left without its `src` shows nothing; the second pass drops it.
    let cleaned = builder.clean(html).to_string();
    drop_images_without_source(&cleaned)
}

/// `/api/files/folder/name`: one folder and one name, no dots leading anywhere else, no query.
fn is_own_file(src: &str) -> bool {
    let Some(rest) = src.strip_prefix(OWN_FILES) else { return false };
    let parts: Vec<&str> = rest.split('/').collect();
    parts.len() == 2
        && parts.iter().all(|p| !p.is_empty() && !p.starts_with('.') && p.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)))
}

fn drop_images_without_source(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<img") {
        out.push_str(&rest[..start]);
        let Some(len) = rest[start..].find('>') else { break };
        let tag = &rest[start..start + len + 1];
        if tag.contains(" src=\"") {
            out.push_str(tag);
        }
        rest = &rest[start + len + 1..];
    }
    out.push_str(rest);
    out
}

/// An agreement as the admin saves it: name and sanitised texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgreementText {
    pub name: String,
    pub text_tr: String,
    pub text_en: String,
    pub text_ru: String,
}

/// Whether sanitised HTML has any visible text (an editor's empty `<p></p>` has none).
fn has_text(html: &str) -> bool {
    let mut inside_tag = false;
    html.chars().any(|c| match c {
        '<' => {
            inside_tag = true;
            false
        }
        '>' => {
            inside_tag = false;
            false
        }
        c => !inside_tag && !c.is_whitespace(),
    })
}

impl AgreementText {
    /// Checks the name and sanitises each text; every language needs some text.
    pub fn parse(name: &str, text_tr: &str, text_en: &str, text_ru: &str) -> Result<AgreementText, Problems> {
        let mut problems = Problems::default();
        let name = problems.required_text("name", name, AGREEMENT_NAME_MAX_CHARS);
        let mut text = |field: &str, html: &str| -> Option<String> {
            if html.chars().count() > AGREEMENT_TEXT_MAX_CHARS {
                problems.push_with(field, "max_length", vec![("max", AGREEMENT_TEXT_MAX_CHARS.to_string())]);
                return None;
            }
            let clean = sanitize_html(html);
            if !has_text(&clean) {
                problems.push(field, "required");
                return None;
            }
            Some(clean)
        };
        let (tr, en, ru) = (text("text_tr", text_tr), text("text_en", text_en), text("text_ru", text_ru));
        let parsed = match (name, tr, en, ru) {
            (Some(name), Some(text_tr), Some(text_en), Some(text_ru)) => Some(AgreementText { name, text_tr, text_en, text_ru }),
            _ => None,
        };
        problems.finish(parsed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_handlers_and_javascript_links_are_removed() {
        let clean = sanitize_html(
            r#"<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">j</a></p><style>p{}</style>"#,
        );
        assert_eq!(clean, r#"<p>Hi<a rel="noopener noreferrer nofollow">j</a></p>"#);
    }

    #[test]
    fn the_editor_s_tags_stay() {
        let html = r#"<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>q</p></blockquote><hr>"#;
        assert_eq!(sanitize_html(html), html);
        assert_eq!(
            sanitize_html(r#"<a href="https://randevu.example/x" target="_blank">l</a>"#),
            r#"<a href="https://randevu.example/x" target="_blank" rel="noopener noreferrer nofollow">l</a>"#
        );
    }

    #[test]
    fn articles_keep_pictures_of_our_own_files_only() {
        let html = r#"<p>a</p><img src="/api/files/blog/ab12.webp" alt="Saç kesimi"><p>b</p>"#;
        assert_eq!(sanitize_article_html(html), html);
        // Another site's picture (a tracking pixel), a data: URL, a path out of the files and a handler.
        let dirty = r#"<img src="https://evil.example/p.gif"><img src="data:image/png;base64,AAAA"><img src="/api/files/../secret"><img src="/api/files/blog/x.webp" onerror="alert(1)" width="1"><p>t</p>"#;
        assert_eq!(sanitize_article_html(dirty), r#"<img src="/api/files/blog/x.webp"><p>t</p>"#);
        // Agreements have no pictures at all.
        assert_eq!(sanitize_html(html), "<p>a</p><p>b</p>");
    }

    #[test]
    fn every_language_needs_text_and_a_name() {
        let problems = AgreementText::parse(" ", "<p>tr</p>", "<p></p>", "<script>x</script>").unwrap_err();
        assert_eq!(problems.codes(), vec![("name", "required"), ("text_en", "required"), ("text_ru", "required")]);
        let ok = AgreementText::parse("Terms", "<p>a</p>", "<p>b</p>", "<p>в<script>x</script></p>").unwrap();
        assert_eq!(ok.text_ru, "<p>в</p>");
    }
}
