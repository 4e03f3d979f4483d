//! Department icons (spec §3, §5: "white SVG only"). An icon is admin-supplied markup served
//! from our origin and drawn on the dark header, so it is parsed and rebuilt rather than
//! trusted: only drawing elements and presentation attributes survive (no script, no event
//! handlers, no `foreignObject`, no reference outside the document), and every colour it
//! paints with must be white. Anything that is not well-formed SVG is refused.

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

/// An icon larger than this is refused before parsing (the seed's icons are under 1 KB).
pub const ICON_MAX_BYTES: usize = 64 * 1024;

/// Elements an icon may keep; any other element is dropped together with its content.
const ALLOWED_ELEMENTS: [&str; 18] = [
    "svg",
    "g",
    "path",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "rect",
    "defs",
    "title",
    "desc",
    "symbol",
    "use",
    "clipPath",
    "mask",
    "linearGradient",
    "radialGradient",
];

/// Gradient stops live inside the gradients; they are allowed too but carry `stop-color`.
const STOP: &str = "stop";

/// Elements that paint with their fill (a shape with no fill anywhere above it is black).
const FILLED_SHAPES: [&str; 6] = ["path", "circle", "ellipse", "polyline", "polygon", "rect"];

/// Properties whose value is a colour, as attributes or inside `style`.
const COLOUR_PROPERTIES: [&str; 6] = ["fill", "stroke", "stop-color", "color", "flood-color", "lighting-color"];

/// Why an icon was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IconProblem {
    /// Not well-formed XML, not an `<svg>` root, a DOCTYPE, or too large.
    NotSvg,
    /// A colour other than white; carries the colour as written (or `black` for a shape left
    /// with SVG's default fill).
    NotWhite(String),
}

impl IconProblem {
    /// The message code of the catalogue (`errors.json`).
    pub fn code(&self) -> &'static str {
        match self {
            IconProblem::NotSvg => "icon_not_svg",
            IconProblem::NotWhite(_) => "icon_not_white",
        }
    }
}

/// Whether a colour value is allowed: white in any spelling, `none`, `currentColor`, a
/// reference to a gradient of the same document (whose stops are checked themselves), or
/// `inherit`.
pub fn is_white_or_none(value: &str) -> bool {
    let v: String = value.trim().chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
    let v = v.trim_end_matches("!important");
    matches!(v, "none" | "currentcolor" | "white" | "#fff" | "#ffffff" | "#ffff" | "#ffffffff" | "inherit" | "transparent")
        || v == "rgb(255,255,255)"
        || v == "rgb(100%,100%,100%)"
        || (v.starts_with("rgba(255,255,255,") && v.ends_with(')'))
        || (v.starts_with("url(#") && v.ends_with(')'))
}

/// A reference that stays inside the document (`#id`), the only kind an icon may keep.
fn is_local_reference(value: &str) -> bool {
    value.trim().starts_with('#')
}

/// A value that could reach outside the document or run code.
fn is_dangerous_value(value: &str) -> bool {
    let lower: String = value.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
    lower.contains("javascript:")
        || lower.contains("data:")
        || lower.contains("expression(")
        || lower.contains("@import")
        || lower.match_indices("url(").any(|(i, _)| !lower[i + 4..].trim_start_matches(['\'', '"']).starts_with('#'))
}

fn escape_attribute(value: &str) -> String {
    value.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// What an element passes to its children, for the default-fill check.
#[derive(Clone, Copy)]
struct Paint {
    /// Some fill was set on the element or above it (otherwise SVG fills shapes black).
    fill_set: bool,
    /// Inside definitions (`defs`, `clipPath`, `mask`, `symbol`): shapes there are geometry or
    /// are painted where they are used, not where they are written.
    in_definitions: bool,
}

/// Elements whose shapes do not paint in place.
const DEFINITIONS: [&str; 4] = ["defs", "clipPath", "mask", "symbol"];

/// Parses `input`, refuses it unless it is an SVG painted only in white, and returns it
/// rebuilt without anything that could run or load: the markup that is stored and served.
pub fn sanitize_white_icon(input: &str) -> Result<String, IconProblem> {
    if input.len() > ICON_MAX_BYTES {
        return Err(IconProblem::NotSvg);
    }
    let mut reader = Reader::from_str(input);
    reader.config_mut().check_end_names = true;
    let mut out = String::with_capacity(input.len());
    // Inherited paint of the open kept elements; `skipping` counts open elements being dropped.
    let mut stack: Vec<Paint> = Vec::new();
    let mut skipping = 0usize;
    let mut seen_root = false;
    loop {
        let event = reader.read_event().map_err(|_| IconProblem::NotSvg)?;
        match event {
            Event::Start(_) if skipping > 0 => skipping += 1,
            Event::Empty(_) if skipping > 0 => {}
            Event::End(_) if skipping > 0 => skipping -= 1,
            Event::Start(e) => {
                let name = local_name(&e)?;
                check_root(&mut seen_root, &stack, &name)?;
                if !allowed(&name) {
                    skipping = 1;
                    continue;
                }
                let (tag, paint) = rebuild(&e, &name, stack.last().copied())?;
                out.push_str(&format!("<{tag}>"));
                stack.push(paint);
            }
            Event::Empty(e) => {
                let name = local_name(&e)?;
                check_root(&mut seen_root, &stack, &name)?;
                if allowed(&name) {
                    let (tag, _) = rebuild(&e, &name, stack.last().copied())?;
                    out.push_str(&format!("<{tag}/>"));
                }
            }
            Event::End(e) => {
                let name = String::from_utf8_lossy(e.local_name().as_ref()).into_owned();
                stack.pop();
                out.push_str(&format!("</{name}>"));
            }
            Event::Text(t) => {
                // Icons draw, they do not write: only whitespace between elements is kept.
                if t.as_ref().iter().all(u8::is_ascii_whitespace) && !stack.is_empty() {
                    out.push_str(&String::from_utf8_lossy(t.as_ref()));
                } else if stack.is_empty() && !t.as_ref().iter().all(u8::is_ascii_whitespace) {
                    return Err(IconProblem::NotSvg);
                }
            }
            // A DOCTYPE can declare entities (billion laughs, external files): never accepted.
            Event::DocType(_) => return Err(IconProblem::NotSvg),
            Event::Eof => break,
            // The XML declaration, comments, processing instructions, CDATA and entity
            // references carry nothing an icon needs.
            Event::Decl(_) | Event::Comment(_) | Event::PI(_) | Event::CData(_) | Event::GeneralRef(_) => {}
        }
    }
    if !seen_root || !stack.is_empty() || skipping > 0 {
        return Err(IconProblem::NotSvg);
    }
    Ok(out)
}

fn local_name(e: &BytesStart) -> Result<String, IconProblem> {
    std::str::from_utf8(e.local_name().as_ref()).map(str::to_owned).map_err(|_| IconProblem::NotSvg)
}

fn allowed(name: &str) -> bool {
    ALLOWED_ELEMENTS.contains(&name) || name == STOP
}

/// The first element must be `<svg>`, and nothing may follow the root.
fn check_root(seen_root: &mut bool, stack: &[Paint], name: &str) -> Result<(), IconProblem> {
    if stack.is_empty() {
        if *seen_root || name != "svg" {
            return Err(IconProblem::NotSvg);
        }
        *seen_root = true;
    }
    Ok(())
}

/// The element's tag with its kept attributes, and the paint its children inherit. Colours
/// are checked here; event handlers, outside references and unknown namespaces are dropped.
fn rebuild(e: &BytesStart, name: &str, parent: Option<Paint>) -> Result<(String, Paint), IconProblem> {
    let mut tag = name.to_owned();
    let mut fill_set = parent.is_some_and(|p| p.fill_set);
    let in_definitions = parent.is_some_and(|p| p.in_definitions) || DEFINITIONS.contains(&name);
    for attribute in e.attributes() {
        let attribute = attribute.map_err(|_| IconProblem::NotSvg)?;
        let key = std::str::from_utf8(attribute.key.as_ref()).map_err(|_| IconProblem::NotSvg)?.to_owned();
        let value = attribute.unescape_value().map_err(|_| IconProblem::NotSvg)?.into_owned();
        let lower_key = key.to_ascii_lowercase();
        if lower_key.starts_with("on") {
            continue;
        }
        if lower_key == "href" || lower_key == "xlink:href" {
            if is_local_reference(&value) {
                tag.push_str(&format!(" {key}=\"{}\"", escape_attribute(&value)));
            }
            continue;
        }
        if let Some((prefix, _)) = key.split_once(':')
            && !matches!(prefix, "xmlns" | "xml" | "xlink")
        {
            continue;
        }
        if lower_key == "style" {
            let (kept, sets_fill) = clean_style(&value)?;
            fill_set |= sets_fill;
            if !kept.is_empty() {
                tag.push_str(&format!(" style=\"{}\"", escape_attribute(&kept)));
            }
            continue;
        }
        if COLOUR_PROPERTIES.contains(&lower_key.as_str()) {
            if !is_white_or_none(&value) {
                return Err(IconProblem::NotWhite(value.trim().to_owned()));
            }
            fill_set |= lower_key == "fill";
        } else if is_dangerous_value(&value) {
            continue;
        }
        tag.push_str(&format!(" {key}=\"{}\"", escape_attribute(&value)));
    }
    // A shape with no fill set on it or above it is drawn black by SVG's default.
    if FILLED_SHAPES.contains(&name) && !fill_set && !in_definitions {
        return Err(IconProblem::NotWhite("black".into()));
    }
    Ok((tag, Paint { fill_set, in_definitions }))
}

/// Keeps the declarations of a `style` attribute that are safe; refuses a non-white colour.
/// Returns the kept declarations and whether one of them sets the fill.
fn clean_style(style: &str) -> Result<(String, bool), IconProblem> {
    let mut kept = Vec::new();
    let mut sets_fill = false;
    for declaration in style.split(';') {
        let Some((property, value)) = declaration.split_once(':') else { continue };
        let property = property.trim().to_ascii_lowercase();
        let value = value.trim();
        if COLOUR_PROPERTIES.contains(&property.as_str()) {
            if !is_white_or_none(value) {
                return Err(IconProblem::NotWhite(value.to_owned()));
            }
            sets_fill |= property == "fill";
        } else if is_dangerous_value(value) {
            continue;
        }
        kept.push(format!("{property}:{value}"));
    }
    Ok((kept.join(";"), sets_fill))
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHITE: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#ffffff"><circle cx="6" cy="6" r="3"/><path d="M8 15 16 3"/></svg>"##;

    #[test]
    fn a_white_icon_is_kept() {
        let clean = sanitize_white_icon(WHITE).expect("white icon");
        assert!(clean.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(clean.contains("<circle cx=\"6\" cy=\"6\" r=\"3\"/>"));
        assert!(clean.ends_with("</svg>"));
        // Sanitising is stable: the cleaned icon passes unchanged.
        assert_eq!(sanitize_white_icon(&clean).unwrap(), clean);
    }

    #[test]
    fn every_spelling_of_white_is_white() {
        for colour in ["white", "#fff", "#FFFFFF", "rgb(255, 255, 255)", "currentColor", "none", "url(#g)"] {
            let svg = format!(r#"<svg xmlns="http://www.w3.org/2000/svg"><path fill="{colour}" d="M0 0h1"/></svg>"#);
            assert!(sanitize_white_icon(&svg).is_ok(), "{colour}");
        }
    }

    #[test]
    fn a_script_is_removed() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" fill="white"><script>alert(1)</script><path d="M0 0h1"/><script/></svg>"#;
        let clean = sanitize_white_icon(svg).unwrap();
        assert!(!clean.contains("script") && !clean.contains("alert"), "{clean}");
        assert!(clean.contains("<path d=\"M0 0h1\"/>"));
    }

    #[test]
    fn event_handlers_and_outside_references_are_removed() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" fill="#fff"><use xlink:href="https://evil.example/x.svg#a"/><use href="#a" onclick="x()"/><rect style="fill:#fff;background:url(https://evil.example/t.png)" width="1" height="1"/></svg>"##;
        let clean = sanitize_white_icon(svg).unwrap();
        assert!(!clean.contains("onload") && !clean.contains("onclick") && !clean.contains("evil"), "{clean}");
        assert!(clean.contains("<use href=\"#a\"/>"));
        assert!(clean.contains("style=\"fill:#fff\""));
    }

    #[test]
    fn foreign_object_is_removed_with_its_content() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" fill="white"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="x"/></div></foreignObject><circle r="1"/></svg>"#;
        let clean = sanitize_white_icon(svg).unwrap();
        assert_eq!(clean, r#"<svg xmlns="http://www.w3.org/2000/svg" fill="white"><circle r="1"/></svg>"#);
    }

    #[test]
    fn a_red_fill_is_refused() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg"><path fill="red" d="M0 0h1"/></svg>"#;
        assert_eq!(sanitize_white_icon(svg), Err(IconProblem::NotWhite("red".into())));
        let styled = r##"<svg xmlns="http://www.w3.org/2000/svg" fill="#fff"><path style="stroke: #ff0000" d="M0 0h1"/></svg>"##;
        assert_eq!(sanitize_white_icon(styled), Err(IconProblem::NotWhite("#ff0000".into())));
    }

    #[test]
    fn a_shape_left_with_the_default_black_fill_is_refused() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>"#;
        assert_eq!(sanitize_white_icon(svg), Err(IconProblem::NotWhite("black".into())));
    }

    #[test]
    fn what_is_not_svg_is_refused() {
        for text in [
            "",
            "hello",
            "<html><body/></html>",
            r#"<svg fill="none"><path></svg>"#,
            r#"<!DOCTYPE svg [<!ENTITY x "y">]><svg fill="none"/>"#,
            r#"<svg fill="none"/><svg fill="none"/>"#,
            "\u{89}PNG",
        ] {
            assert_eq!(sanitize_white_icon(text), Err(IconProblem::NotSvg), "{text:?}");
        }
        assert_eq!(sanitize_white_icon(&format!("<svg>{}</svg>", " ".repeat(ICON_MAX_BYTES))), Err(IconProblem::NotSvg));
    }
}
