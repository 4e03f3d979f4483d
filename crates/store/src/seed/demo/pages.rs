//! The legal agreements, from the web app's pages (`web/src/locales/*/pages.json`).

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use crate::entities::*;

/// The client and salon agreements, built from the terms and privacy texts the site shows.
pub(super) async fn seed_agreements<C: ConnectionTrait>(db: &C) -> anyhow::Result<()> {
    let pages = [
        serde_json::from_str::<serde_json::Value>(include_str!("../../../../../web/src/locales/tr/pages.json"))?,
        serde_json::from_str::<serde_json::Value>(include_str!("../../../../../web/src/locales/en/pages.json"))?,
        serde_json::from_str::<serde_json::Value>(include_str!("../../../../../web/src/locales/ru/pages.json"))?,
    ];
    let html = |page: &serde_json::Value, key: &str| -> String {
        let escape = |s: &str| s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        let mut out = String::new();
        for section in page[key]["sections"].as_array().into_iter().flatten() {
            out.push_str(&format!("<h3>{}</h3>", escape(section["title"].as_str().unwrap_or_default())));
            for paragraph in section["body"].as_str().unwrap_or_default().split("\n\n") {
                out.push_str(&format!("<p>{}</p>", escape(paragraph)));
            }
        }
        out
    };
    for (slug, name, key) in [
        ("client", "Kullanım koşulları", "terms"),
        ("privacy", "Gizlilik ve mesafeli satış sözleşmesi", "privacy"),
        ("salon", "İşletme sözleşmesi", "terms"),
    ] {
        agreements::ActiveModel {
            slug: Set(slug.into()),
            name: Set(name.into()),
            kind: Set(if slug == "salon" { "salon".into() } else { "client".into() }),
            text_tr: Set(html(&pages[0], key)),
            text_en: Set(html(&pages[1], key)),
            text_ru: Set(html(&pages[2], key)),
            version: Set(1),
            force_accept: Set(false),
            updated_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}
