//! The legal agreements, from the web app's pages (`web/src/locales/*/pages.json`).

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use crate::entities::*;

/// The client and salon agreements, the terms, privacy and distance-sales texts, built from the
/// legal pages the site shows; each gets its first version row (`agreements::backfill`).
pub(super) async fn seed_agreements<C: ConnectionTrait>(db: &C) -> anyhow::Result<()> {
    let pages = [
        serde_json::from_str::<serde_json::Value>(include_str!("../../../../../web/src/locales/tr/pages.json"))?,
        serde_json::from_str::<serde_json::Value>(include_str!("../../../../../web/src/locales/en/pages.json"))?,
        serde_json::from_str::<serde_json::Value>(include_str!("../../../../../web/src/locales/ru/pages.json"))?,
    ];
    // `only`: the one section of the page that makes the text (distance sales is part of privacy).
    let html = |page: &serde_json::Value, key: &str, only: Option<usize>| -> String {
        let escape = |s: &str| s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        let mut out = String::new();
        let sections = page[key]["sections"].as_array().cloned().unwrap_or_default();
        for (index, section) in sections.iter().enumerate() {
            if only.is_some_and(|only| only != index) {
                continue;
            }
            out.push_str(&format!("<h3>{}</h3>", escape(section["title"].as_str().unwrap_or_default())));
            for paragraph in section["body"].as_str().unwrap_or_default().split("\n\n") {
                out.push_str(&format!("<p>{}</p>", escape(paragraph)));
            }
        }
        out
    };
    // Section 11 of the privacy page is the distance sales agreement.
    const DISTANCE_SALES_SECTION: usize = 10;
    for (slug, name, key, only) in [
        ("client", "Kullanım koşulları", "terms", None),
        ("privacy", "Gizlilik ve mesafeli satış sözleşmesi", "privacy", None),
        ("salon", "İşletme sözleşmesi", "terms", None),
        ("terms", "Kullanım şartları", "terms", None),
        ("distance-sales", "Mesafeli satış sözleşmesi", "privacy", Some(DISTANCE_SALES_SECTION)),
    ] {
        agreements::ActiveModel {
            slug: Set(slug.into()),
            name: Set(name.into()),
            kind: Set(if slug == "salon" { "salon".into() } else { "client".into() }),
            text_tr: Set(html(&pages[0], key, only)),
            text_en: Set(html(&pages[1], key, only)),
            text_ru: Set(html(&pages[2], key, only)),
            version: Set(1),
            force_accept: Set(false),
            updated_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    crate::agreements::backfill(db).await?;
    Ok(())
}
