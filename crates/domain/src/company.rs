//! A business asking to join (spec §3 demo (partner) request): its legal form, the Turkish
//! identity (TCKN, 11 digits) or tax number (VKN, 10 digits) checked by their check digits, and
//! the whole request form parsed at once so every mistake shows together.

use crate::person::{Email, full_name};
use crate::problems::Problems;
use crate::{Phone, text};

/// The longest company name, tax office, country and address line the form takes.
pub const COMPANY_NAME_MAX_CHARS: usize = 160;
pub const TAX_OFFICE_MAX_CHARS: usize = 120;
pub const COUNTRY_MAX_CHARS: usize = 60;
pub const ADDRESS_MAX_CHARS: usize = 300;
/// Shortest password a partner may set with the request (as everywhere else).
pub const PASSWORD_MIN_CHARS: usize = 8;

/// The legal form (spec §3): a sole trader signs with a TC identity number, companies with a
/// tax number and tax office.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompanyType {
    Individual,
    Limited,
    JointStock,
}

impl CompanyType {
    pub const ALL: [CompanyType; 3] = [CompanyType::Individual, CompanyType::Limited, CompanyType::JointStock];

    pub fn as_str(self) -> &'static str {
        match self {
            CompanyType::Individual => "individual",
            CompanyType::Limited => "limited",
            CompanyType::JointStock => "joint_stock",
        }
    }

    pub fn parse(text: &str) -> Option<CompanyType> {
        CompanyType::ALL.into_iter().find(|t| t.as_str() == text.trim())
    }

    /// Individuals give a TCKN and no tax office; companies a VKN and their tax office.
    pub fn is_company(self) -> bool {
        !matches!(self, CompanyType::Individual)
    }
}

fn digits(text: &str, len: usize) -> Option<Vec<u32>> {
    let text = text.trim();
    (text.len() == len).then(|| text.chars().map(|c| c.to_digit(10)).collect::<Option<Vec<_>>>()).flatten()
}

/// TC identity number: 11 digits, not starting with 0; the 10th digit is (7 × odd-place sum −
/// even-place sum of the first nine) mod 10, the 11th the sum of the first ten mod 10.
pub fn valid_tckn(text: &str) -> bool {
    let Some(d) = digits(text, 11) else { return false };
    if d[0] == 0 {
        return false;
    }
    let odd: u32 = d[0] + d[2] + d[4] + d[6] + d[8];
    let even: u32 = d[1] + d[3] + d[5] + d[7];
    let tenth = ((odd * 7) as i64 - even as i64).rem_euclid(10) as u32;
    let eleventh = d[..10].iter().sum::<u32>() % 10;
    d[9] == tenth && d[10] == eleventh
}

/// Tax number (vergi kimlik numarası): 10 digits, the last one the check digit of the Revenue
/// Administration's algorithm over the first nine.
pub fn valid_vkn(text: &str) -> bool {
    let Some(d) = digits(text, 10) else { return false };
    let mut sum = 0;
    for (i, digit) in d.iter().take(9).enumerate() {
        let shifted = (digit + 9 - i as u32) % 10;
        let mut value = (shifted * 2u32.pow(9 - i as u32)) % 9;
        if shifted != 0 && value == 0 {
            value = 9;
        }
        sum += value;
    }
    (10 - sum % 10) % 10 == d[9]
}

/// The request form as typed (strings as they came; numbers already numbers).
#[derive(Debug, Clone, Default)]
pub struct DemoRequestInput<'a> {
    pub company_type: &'a str,
    pub representative_name: &'a str,
    pub company_name: &'a str,
    pub phone: &'a str,
    pub email: &'a str,
    pub tax_number: &'a str,
    pub tax_office: Option<&'a str>,
    pub country: &'a str,
    pub province_id: Option<i64>,
    pub address: &'a str,
    pub password: Option<&'a str>,
    pub privacy_accepted: bool,
}

/// A request that passed every rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoRequest {
    pub company_type: CompanyType,
    pub representative_name: String,
    pub company_name: String,
    pub phone: Phone,
    pub email: Email,
    /// TCKN for individuals, VKN for companies.
    pub tax_number: String,
    /// Companies only.
    pub tax_office: Option<String>,
    pub country: String,
    pub province_id: i64,
    pub address: String,
    pub password: Option<String>,
}

impl DemoRequest {
    /// The billing address as stored with the salon: address, then country.
    pub fn billing_address(&self) -> String {
        format!("{}, {}", self.address, self.country)
    }

    /// A URL name for the new salon, from the company name (made unique by the store).
    pub fn slug_base(&self) -> String {
        let slug = text::slugify(&self.company_name);
        if slug.is_empty() { "salon".into() } else { slug }
    }
}

/// Parses the request; the problems name the fields (`company_type`, `tax_number`: `tckn_invalid`
/// or `vkn_invalid`, `privacy`: `privacy_required`, ...).
pub fn parse_demo_request(input: &DemoRequestInput<'_>) -> Result<DemoRequest, Problems> {
    let mut out = Problems::default();
    let company_type = CompanyType::parse(input.company_type);
    if company_type.is_none() {
        out.push("company_type", if input.company_type.trim().is_empty() { "required" } else { "wrong_format" });
    }
    let representative_name = full_name("representative_name", input.representative_name, &mut out);
    let company_name = out.required_text("company_name", input.company_name, COMPANY_NAME_MAX_CHARS);
    let phone = Phone::parse(input.phone).ok();
    if phone.is_none() {
        out.push("phone", "wrong_format");
    }
    let email = if input.email.trim().is_empty() {
        out.push("email", "required");
        None
    } else {
        let email = Email::parse(input.email);
        if email.is_none() {
            out.push("email", "email");
        }
        email
    };
    let tax_number = input.tax_number.trim();
    let tax_ok = match company_type {
        _ if tax_number.is_empty() => {
            out.push("tax_number", "required");
            false
        }
        Some(CompanyType::Individual) => {
            let ok = valid_tckn(tax_number);
            if !ok {
                out.push("tax_number", "tckn_invalid");
            }
            ok
        }
        Some(_) => {
            let ok = valid_vkn(tax_number);
            if !ok {
                out.push("tax_number", "vkn_invalid");
            }
            ok
        }
        None => false,
    };
    let tax_office = match company_type {
        Some(t) if t.is_company() => out.required_text("tax_office", input.tax_office.unwrap_or_default(), TAX_OFFICE_MAX_CHARS),
        _ => None,
    };
    let country = out.required_text("country", input.country, COUNTRY_MAX_CHARS);
    if input.province_id.is_none() {
        out.push("province_id", "required");
    }
    let address = out.required_text("address", input.address, ADDRESS_MAX_CHARS);
    let password = match input.password.filter(|p| !p.is_empty()) {
        Some(p) if p.chars().count() < PASSWORD_MIN_CHARS => {
            out.push_with("password", "min_length", vec![("min", PASSWORD_MIN_CHARS.to_string())]);
            None
        }
        other => other.map(str::to_owned),
    };
    if !input.privacy_accepted {
        out.push("privacy", "privacy_required");
    }
    if !out.is_empty() {
        return Err(out);
    }
    let company_type = company_type.expect("checked above");
    let value = (|| {
        Some(DemoRequest {
            company_type,
            representative_name: representative_name?,
            company_name: company_name?,
            phone: phone?,
            email: email?,
            tax_number: tax_ok.then(|| tax_number.to_owned())?,
            tax_office: if company_type.is_company() { Some(tax_office?) } else { None },
            country: country?,
            province_id: input.province_id?,
            address: address?,
            password,
        })
    })();
    out.finish(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tckn_check_digits() {
        assert!(valid_tckn("10000000146"));
        assert!(!valid_tckn("10000000147"), "wrong 11th digit");
        assert!(!valid_tckn("10000000156"), "wrong 10th digit");
        assert!(!valid_tckn("00000000000"), "cannot start with 0");
        assert!(!valid_tckn("1000000014"), "ten digits");
        assert!(!valid_tckn("1000000014a"));
    }

    #[test]
    fn vkn_check_digit() {
        assert!(valid_vkn("1234567890"));
        assert!(valid_vkn("0123456789"));
        assert!(valid_vkn("9876543217"));
        assert!(!valid_vkn("1234567891"));
        assert!(!valid_vkn("123456789"), "nine digits");
        assert!(!valid_vkn("12345678901"), "eleven digits");
    }

    fn input() -> DemoRequestInput<'static> {
        DemoRequestInput {
            company_type: "limited",
            representative_name: "Ayşe Yılmaz",
            company_name: "Güzel Saç Ltd.",
            phone: "+90 555 123 45 67",
            email: "ayse@example.com",
            tax_number: "1234567890",
            tax_office: Some("Kadıköy"),
            country: "Türkiye",
            province_id: Some(34),
            address: "Moda Cd. 1",
            password: None,
            privacy_accepted: true,
        }
    }

    #[test]
    fn a_company_gives_vkn_and_tax_office() {
        let request = parse_demo_request(&input()).unwrap();
        assert_eq!(request.company_type, CompanyType::Limited);
        assert_eq!(request.tax_office.as_deref(), Some("Kadıköy"));
        assert_eq!(request.slug_base(), "guzel-sac-ltd");
        let missing_office = DemoRequestInput { tax_office: None, ..input() };
        assert_eq!(parse_demo_request(&missing_office).unwrap_err().codes(), vec![("tax_office", "required")]);
    }

    #[test]
    fn an_individual_gives_tckn_not_vkn() {
        let vkn = DemoRequestInput { company_type: "individual", tax_office: None, ..input() };
        assert_eq!(parse_demo_request(&vkn).unwrap_err().codes(), vec![("tax_number", "tckn_invalid")]);
        let tckn = DemoRequestInput { company_type: "individual", tax_number: "10000000146", tax_office: None, ..input() };
        let request = parse_demo_request(&tckn).unwrap();
        assert_eq!(request.tax_office, None);
        let company_with_tckn = DemoRequestInput { tax_number: "10000000146", ..input() };
        assert_eq!(parse_demo_request(&company_with_tckn).unwrap_err().codes(), vec![("tax_number", "vkn_invalid")]);
    }

    #[test]
    fn privacy_is_required_and_every_mistake_shows() {
        let bad = DemoRequestInput {
            company_type: "",
            email: "nope",
            phone: "123",
            privacy_accepted: false,
            province_id: None,
            password: Some("short"),
            ..input()
        };
        assert_eq!(
            parse_demo_request(&bad).unwrap_err().codes(),
            vec![
                ("company_type", "required"),
                ("phone", "wrong_format"),
                ("email", "email"),
                ("province_id", "required"),
                ("password", "min_length"),
                ("privacy", "privacy_required"),
            ]
        );
    }
}
