//! An iCalendar file (RFC 5545) for one visit, so "add to calendar" works in every calendar app.

use chrono::{DateTime, Utc};

use super::acts::Act;

fn stamp(at: DateTime<Utc>) -> String {
    at.format("%Y%m%dT%H%M%SZ").to_string()
}

/// Escapes text values: backslash, semicolon, comma and newlines are special in iCalendar.
fn text(value: &str) -> String {
    value.replace('\\', "\\\\").replace(';', "\\;").replace(',', "\\,").replace('\n', "\\n")
}

/// Folds lines longer than 75 octets, as the format requires.
fn fold(line: &str) -> String {
    let mut out = String::new();
    let mut width = 0;
    for c in line.chars() {
        if width + c.len_utf8() > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out
}

/// The calendar for `act`, which starts at `starts` and ends at `ends`.
pub fn calendar(act: &Act, summary: &str, host: &str, starts: DateTime<Utc>, ends: DateTime<Utc>, now: DateTime<Utc>) -> String {
    let services = act.items.iter().map(|i| i.option_name.clone().unwrap_or_else(|| i.name.clone())).collect::<Vec<_>>().join(", ");
    let description = format!("{services}\n{}\n{}", act.master.full_name, act.salon.phone);
    let lines = [
        "BEGIN:VCALENDAR".to_owned(),
        "VERSION:2.0".to_owned(),
        "PRODID:-//Randevu//Booking//TR".to_owned(),
        "CALSCALE:GREGORIAN".to_owned(),
        "METHOD:PUBLISH".to_owned(),
        "BEGIN:VEVENT".to_owned(),
        format!("UID:act-{}@{}", act.id, host),
        format!("DTSTAMP:{}", stamp(now)),
        format!("DTSTART:{}", stamp(starts)),
        format!("DTEND:{}", stamp(ends)),
        format!("SUMMARY:{}", text(summary)),
        format!("LOCATION:{}", text(&act.salon.address)),
        format!("DESCRIPTION:{}", text(&description)),
        format!("STATUS:{}", if act.status == "cancelled" { "CANCELLED" } else { "CONFIRMED" }),
        "BEGIN:VALARM".to_owned(),
        "TRIGGER:-PT2H".to_owned(),
        "ACTION:DISPLAY".to_owned(),
        format!("DESCRIPTION:{}", text(summary)),
        "END:VALARM".to_owned(),
        "END:VEVENT".to_owned(),
        "END:VCALENDAR".to_owned(),
    ];
    lines.iter().map(|l| fold(l)).collect::<Vec<_>>().join("\r\n") + "\r\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_folds() {
        assert_eq!(text("a,b;c\nd"), "a\\,b\\;c\\nd");
        let long = "x".repeat(160);
        let folded = fold(&long);
        assert!(folded.split("\r\n").all(|l| l.len() <= 75));
        assert_eq!(folded.replace("\r\n ", ""), long);
    }
}
