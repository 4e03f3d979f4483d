//! The card form (spec §2, §5): phone and full name required, e-mail format, birthday
//! `yyyy-MM-dd` not in the future, gender, photo an uploaded file. Every problem is collected
//! so the form can show them all at once, each in the request's language.

use chrono::NaiveDate;
use domain::Phone;
use domain::person::{NAME_MAX_CHARS, valid_email};
use serde::Deserialize;
use store::salon_clients::ClientData;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ClientInput {
    /// Required.
    pub full_name: Option<String>,
    /// Required: a Turkish mobile, e.g. `+90 555 123 45 67`.
    pub phone: Option<String>,
    pub email: Option<String>,
    /// yyyy-MM-dd, not in the future.
    pub birthday: Option<String>,
    /// `male` or `female`.
    pub gender: Option<String>,
    /// An id from `/api/common/upload-file`.
    pub photo_file_id: Option<i64>,
}

fn present(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|t| !t.is_empty())
}

/// Checks the form; `current_photo` is the card's photo, which may be kept whoever uploaded it.
pub async fn parse(
    state: &AppState,
    staff: &SalonStaff,
    input: ClientInput,
    current_photo: Option<i64>,
    today: NaiveDate,
) -> ApiResult<ClientData> {
    let mut err = ApiError::new(ErrorCode::Validation);
    let mut fail = |field: &str, error: FieldError| err.fields.entry(field.to_owned()).or_default().push(error);

    let full_name = present(input.full_name.as_deref()).map(str::to_owned);
    match &full_name {
        None => fail("full_name", FieldError::new("required")),
        Some(name) if name.chars().count() > NAME_MAX_CHARS => fail("full_name", FieldError::new("max_length").with("max", NAME_MAX_CHARS)),
        Some(_) => {}
    }
    let phone = match present(input.phone.as_deref()) {
        None => {
            fail("phone", FieldError::new("required"));
            None
        }
        Some(text) => match Phone::parse(text) {
            Ok(phone) => Some(phone),
            Err(_) => {
                fail("phone", FieldError::new("wrong_format"));
                None
            }
        },
    };
    let email = present(input.email.as_deref()).map(str::to_owned);
    if email.as_deref().is_some_and(|e| !valid_email(e)) {
        fail("email", FieldError::new("email"));
    }
    let birthday = match present(input.birthday.as_deref()) {
        None => None,
        Some(text) => match NaiveDate::parse_from_str(text, "%Y-%m-%d") {
            Ok(date) if date > today => {
                fail("birthday", FieldError::new("max_value").with("max", today.format("%Y-%m-%d")));
                None
            }
            Ok(date) => Some(date),
            Err(_) => {
                fail("birthday", FieldError::new("wrong_format"));
                None
            }
        },
    };
    let gender = present(input.gender.as_deref()).map(str::to_owned);
    if gender.as_deref().is_some_and(|g| g != "male" && g != "female") {
        fail("gender", FieldError::new("wrong_format"));
    }
    if let Some(id) = input.photo_file_id.filter(|id| Some(*id) != current_photo) {
        // A new photo must be a picture this staff member uploaded, not any file id guessed.
        let own_image = store::files::file(&state.db, id)
            .await?
            .is_some_and(|f| f.uploaded_by == Some(staff.user.account.id) && f.mime.starts_with("image/"));
        if !own_image {
            fail("photo_file_id", FieldError::new("wrong_format"));
        }
    }
    match (full_name, phone) {
        (Some(full_name), Some(phone)) if err.fields.is_empty() => {
            Ok(ClientData { full_name, phone: phone.as_str().to_owned(), email, birthday, gender, photo_file_id: input.photo_file_id })
        }
        _ => Err(err),
    }
}

/// The answer to a phone that another card of the salon has.
pub fn phone_taken() -> ApiError {
    let mut err = ApiError::new(ErrorCode::SalonClientExists);
    err.fields.entry("phone".into()).or_default().push(FieldError::new("salon_client_exists"));
    err
}
