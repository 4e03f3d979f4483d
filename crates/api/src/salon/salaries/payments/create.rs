//! `POST /employees/payments/{id}`: records money handed to a master of the salon.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::salary::{NOTE_MAX_CHARS, PAYMENT_MAX, PaymentMethod};
use serde::Deserialize;
use store::salaries::NewPayment;
use utoipa::ToSchema;

use super::{SalaryPaymentView, view};
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::plan_gate::{Salaries, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct PaymentInput {
    /// kuruş, above 0.
    #[schema(minimum = 1, maximum = 1000000000)]
    pub amount: Option<i64>,
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub paid_on: Option<String>,
    /// `cash`, `card` or `transfer`.
    pub method: Option<String>,
    #[schema(max_length = 500)]
    pub note: Option<String>,
}

/// Records a payment to the master `id`; another salon's master is a 404.
#[utoipa::path(post, path = "/employees/payments/{id}", operation_id = "salon_salary_payment_create", tag = "salon", params(("id" = i64, Path)), request_body = PaymentInput, responses((status = 200, body = SalaryPaymentView), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
    Path(master_id): Path<i64>,
    ValidJson(body): ValidJson<PaymentInput>,
) -> ApiResult<Json<SalaryPaymentView>> {
    store::salaries::master(&state.db, staff.salon_id, master_id).await?.ok_or_else(ApiError::not_found)?;
    let mut out = Problems::default();
    let amount = match body.amount {
        None => {
            out.push("amount", "required");
            None
        }
        Some(amount) => out.between("amount", amount, 1, PAYMENT_MAX),
    };
    let paid_on = match domain::problems::present(body.paid_on.as_deref()) {
        None => {
            out.push("paid_on", "required");
            None
        }
        Some(text) => out.date("paid_on", text),
    };
    let method = PaymentMethod::parse("method", body.method.as_deref(), &mut out);
    let note = out.optional_text("note", body.note.as_deref(), NOTE_MAX_CHARS);
    let (Some(amount), Some(paid_on), Some(method), Some(note)) = (amount, paid_on, method, note) else { return Err(out.into()) };
    out.into_result()?;
    let payment = NewPayment { amount, paid_on, method: method.as_str().to_owned(), note };
    let saved = store::salaries::add_payment(&state.db, staff.salon_id, master_id, payment, staff.user.account.id, Utc::now()).await?;
    Ok(Json(view(saved)))
}
