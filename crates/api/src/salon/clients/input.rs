//! The card form (spec §2, §5): phone and full name required, e-mail format, birthday
//! `yyyy-MM-dd` not in the future, gender, photo an uploaded file. Every problem is collected
//! so the form can show them all at once, each in the request's language.

use chrono::NaiveDate;
use domain::Problems;
use domain::person::{Contact, Email, Gender};
use domain::time::format_date;
use serde::Deserialize;
use store::salon_clients::ClientData;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ClientInput {
    /// Required.
    #[schema(min_length = 1, max_length = 120)]
    pub full_name: Option<String>,
    /// Required: a Turkish mobile, e.g. `+90 555 123 45 67`.
    pub phone: Option<String>,
    pub email: Option<String>,
    /// yyyy-MM-dd, not in the future.
    #[schema(format = Date)]
    pub birthday: Option<String>,
    /// `male` or `female`.
    pub gender: Option<String>,
    /// An id from `/api/common/upload-file`.
    pub photo_file_id: Option<i64>,
}

/// Checks the form; `current_photo` is the card's photo, which may be kept whoever uploaded it.
pub async fn parse(
    state: &AppState,
    staff: &SalonStaff,
    input: ClientInput,
    current_photo: Option<i64>,
    today: NaiveDate,
) -> ApiResult<ClientData> {
    let mut out = Problems::default();
    let contact = Contact::parse(input.full_name.as_deref(), input.phone.as_deref(), input.email.as_deref(), &mut out);
    let birthday = match out.optional_date("birthday", input.birthday.as_deref()) {
        Some(Some(date)) if date > today => {
            out.push_with("birthday", "max_value", vec![("max", format_date(today))]);
            None
        }
        other => other,
    };
    let gender = Gender::optional("gender", input.gender.as_deref(), &mut out);
    if let Some(id) = input.photo_file_id.filter(|id| Some(*id) != current_photo) {
        // A new photo must be a picture this staff member uploaded, not any file id guessed.
        let own_image = store::files::file(&state.db, id)
            .await?
            .is_some_and(|f| f.uploaded_by == Some(staff.user.account.id) && f.mime.starts_with("image/"));
        if !own_image {
            out.push("photo_file_id", "wrong_format");
        }
    }
    let ((contact, birthday), gender) = out.finish(contact.zip(birthday).zip(gender))?;
    Ok(ClientData {
        full_name: contact.full_name,
        phone: contact.phone.as_str().to_owned(),
        email: contact.email.map(Email::into_string),
        birthday,
        gender: gender.map(|g| g.as_str().to_owned()),
        photo_file_id: input.photo_file_id,
    })
}

/// The answer to a phone that another card of the salon has.
pub fn phone_taken() -> ApiError {
    let mut err = ApiError::new(ErrorCode::SalonClientExists);
    err.fields.entry("phone".into()).or_default().push(FieldError::new("salon_client_exists"));
    err
}
