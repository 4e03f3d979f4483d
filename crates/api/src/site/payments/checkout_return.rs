//! `POST /payments/return/{provider}`: the provider's checkout form posts its token back here
//! (a cross-site form post, without the session); the salon's browser goes on to the payment
//! screen, which confirms the token with its session.

use axum::Form;
use axum::response::Redirect;
use serde::Deserialize;

use crate::json::{Path, ValidQuery};

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ReturnForm {
    #[serde(default)]
    pub token: String,
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct ReturnQuery {
    /// `upgrade` or `change_card`.
    pub purpose: String,
}

/// 303 to `/admin-salon/payment?token=…&purpose=…`.
#[utoipa::path(post, path = "/payments/return/{provider}", operation_id = "payments_return", tag = "site", params(("provider" = String, Path), ReturnQuery), request_body(content = ReturnForm, content_type = "application/x-www-form-urlencoded"), responses((status = 303)))]
pub async fn checkout_return(
    Path(_provider): Path<String>,
    ValidQuery(query): ValidQuery<ReturnQuery>,
    Form(form): Form<ReturnForm>,
) -> Redirect {
    let encode = |s: &str| s.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')).collect::<String>();
    Redirect::to(&format!("/admin-salon/payment?token={}&purpose={}", encode(&form.token), encode(&query.purpose)))
}
