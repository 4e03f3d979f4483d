//! `GET /subscription/invoices/{id}`: a paid period's invoice as a printable HTML page, in the
//! reader's language (`?lang=` or the request's locale): the platform's and the salon's tax
//! details, the sequential number, the VAT-inclusive amount with the VAT (20 %) shown.

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use domain::Locale;
use domain::money::Money;
use domain::subscription::{VAT_PERCENT, vat_included};
use serde::Deserialize;
use serde_json::Value;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// The web app's `salonPayment` texts (section `invoice`): the screen and the invoice speak alike.
static TEXTS: LazyLock<HashMap<Locale, Value>> = LazyLock::new(|| {
    let read = |text: &str| serde_json::from_str::<Value>(text).expect("salonPayment.json is valid JSON")["invoice"].clone();
    HashMap::from([
        (Locale::Tr, read(include_str!("../../../../../web/src/locales/tr/salonPayment.json"))),
        (Locale::En, read(include_str!("../../../../../web/src/locales/en/salonPayment.json"))),
        (Locale::Ru, read(include_str!("../../../../../web/src/locales/ru/salonPayment.json"))),
    ])
});

fn text(locale: Locale, key: &str, params: &[(&str, &str)]) -> String {
    let mut out = TEXTS[&locale][key].as_str().unwrap_or(key).to_owned();
    for (name, value) in params {
        out = out.replace(&format!("{{{{{name}}}}}"), value);
    }
    out
}

fn escape(value: &str) -> String {
    value.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct InvoiceQuery {
    /// `tr`, `en` or `ru`; the request's language otherwise.
    pub lang: Option<String>,
}

/// The invoice of a paid payment of the salon; 404 for another salon's or an unpaid one.
#[utoipa::path(get, path = "/subscription/invoices/{id}", operation_id = "salon_subscription_invoice", tag = "salon", params(("id" = i64, Path), InvoiceQuery), responses((status = 200, content_type = "text/html", body = String), (status = 404, body = crate::error::ErrorBody)))]
pub async fn invoice(
    State(state): State<AppState>,
    staff: SalonStaff,
    RequestLocale(request_locale): RequestLocale,
    Path(id): Path<i64>,
    Query(query): Query<InvoiceQuery>,
) -> ApiResult<Response> {
    let locale = query.lang.as_deref().and_then(Locale::parse).unwrap_or(request_locale);
    let payment = store::subscriptions::billing::payment(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    let number = payment.invoice_number.filter(|_| payment.status == "paid").ok_or_else(ApiError::not_found)?;
    let salon = store::subscriptions::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let issuer = &state.config.invoice_issuer;
    let t = |key: &str| escape(&text(locale, key, &[]));
    let date = |at: chrono::DateTime<chrono::Utc>| crate::booking::local(at).date().format("%d.%m.%Y").to_string();
    let vat = vat_included(payment.amount_kurus);
    let number_text = format!("{number:06}");
    let party = |name: &str, tax_number: &str, tax_office: &str, address: &str| {
        format!(
            "<p><strong>{}</strong><br>{}: {}<br>{}: {}<br>{}: {}</p>",
            escape(name),
            t("taxNumber"),
            escape(tax_number),
            t("taxOffice"),
            escape(tax_office),
            t("address"),
            escape(address)
        )
    };
    let seller = party(&issuer.legal_name, &issuer.tax_number, &issuer.tax_office, &issuer.address);
    let buyer = party(
        salon.legal_name.as_deref().unwrap_or(&salon.name),
        salon.tax_number.as_deref().unwrap_or("-"),
        salon.tax_office.as_deref().unwrap_or("-"),
        salon.billing_address.as_deref().unwrap_or(&salon.address),
    );
    let service = escape(&text(locale, "service", &[("site", &state.config.site.name)]));
    let period = format!("{} – {}", date(payment.period_start), date(payment.period_end));
    let html = format!(
        r#"<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{title} {number_text}</title>
<style>body{{font-family:sans-serif;max-width:760px;margin:2rem auto;color:#222}}table{{width:100%;border-collapse:collapse}}td,th{{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}}.num{{text-align:right}}.parties{{display:flex;gap:2rem}}.parties>div{{flex:1}}@media print{{button{{display:none}}}}</style></head>
<body><h1>{title}</h1>
<p>{number_label}: <strong id="invoice-number">{number_text}</strong><br>{date_label}: {paid}</p>
<div class="parties"><div><h2>{seller_label}</h2>{seller}</div><div><h2>{buyer_label}</h2>{buyer}</div></div>
<table><tr><th>{description_label}</th><th>{period_label}</th><th class="num">{total_label}</th></tr>
<tr><td>{service}</td><td>{period}</td><td class="num">{gross}</td></tr></table>
<table><tr><td>{net_label}</td><td class="num">{net}</td></tr><tr><td>{vat_label}</td><td class="num">{vat}</td></tr><tr><th>{total_label}</th><th class="num" id="invoice-total">{gross}</th></tr></table>
<p><button onclick="window.print()">{print}</button></p></body></html>"#,
        lang = locale.code(),
        title = t("title"),
        number_label = t("number"),
        date_label = t("date"),
        paid = date(payment.paid_at.unwrap_or(payment.created_at)),
        seller_label = t("seller"),
        buyer_label = t("buyer"),
        description_label = t("description"),
        period_label = t("period"),
        total_label = t("total"),
        net_label = t("net"),
        vat_label = escape(&text(locale, "vat", &[("rate", &VAT_PERCENT.to_string())])),
        gross = Money(payment.amount_kurus).format_try(),
        net = Money(payment.amount_kurus - vat).format_try(),
        vat = Money(vat).format_try(),
        print = t("print"),
    );
    let disposition = format!("attachment; filename=\"invoice-{number_text}.html\"");
    Ok(([(header::CONTENT_TYPE, "text/html; charset=utf-8".to_owned()), (header::CONTENT_DISPOSITION, disposition)], html).into_response())
}
