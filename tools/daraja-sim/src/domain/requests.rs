//! The STK push and STK query bodies, parsed field by field in Daraja's order; the first field
//! that breaks a rule is the one the error names.

use serde_json::Value;

use crate::config::Config;
use crate::domain::fields::{
    AccountReference, Amount, CallbackUrl, Msisdn, ShortCode, Timestamp, TransactionDesc,
    TransactionType, code_field, text_field,
};
use crate::domain::password::stk_password;
use crate::error::DarajaError;

/// `BusinessShortCode`, `Password` and `Timestamp`, which every STK call carries.
#[derive(Clone, Debug)]
pub struct Credentials {
    pub shortcode: ShortCode,
    pub password: String,
    pub timestamp: Timestamp,
}

impl Credentials {
    fn parse(body: &serde_json::Map<String, Value>) -> Result<Self, DarajaError> {
        let shortcode = ShortCode::parse(&code_field(body, "BusinessShortCode")?)
            .ok_or(DarajaError::InvalidField("BusinessShortCode"))?;
        let password = text_field(body, "Password")?.to_owned();
        let timestamp = Timestamp::parse(text_field(body, "Timestamp")?)
            .ok_or(DarajaError::InvalidField("Timestamp"))?;
        Ok(Self {
            shortcode,
            password,
            timestamp,
        })
    }

    /// The merchant must be the configured one and the password its own for this timestamp.
    pub fn verify(&self, config: &Config) -> Result<(), DarajaError> {
        if self.shortcode.as_str() != config.shortcode {
            return Err(DarajaError::UnknownMerchant);
        }
        let expected = stk_password(&config.shortcode, &config.passkey, self.timestamp.as_str());
        if self.password != expected {
            return Err(DarajaError::WrongCredentials);
        }
        Ok(())
    }
}

/// `POST /mpesa/stkpush/v1/processrequest`.
#[derive(Clone, Debug)]
pub struct StkPush {
    pub credentials: Credentials,
    pub transaction_type: TransactionType,
    pub amount: Amount,
    pub party_a: Msisdn,
    pub party_b: ShortCode,
    pub phone_number: Msisdn,
    pub callback_url: CallbackUrl,
    pub account_reference: AccountReference,
    pub transaction_desc: TransactionDesc,
}

impl StkPush {
    pub fn parse(body: &Value) -> Result<Self, DarajaError> {
        use DarajaError::InvalidField;
        let body = body.as_object().ok_or(DarajaError::InvalidPayload)?;
        let credentials = Credentials::parse(body)?;
        let transaction_type = TransactionType::parse(text_field(body, "TransactionType")?)
            .ok_or(InvalidField("TransactionType"))?;
        let amount = body
            .get("Amount")
            .and_then(Amount::parse)
            .ok_or(InvalidField("Amount"))?;
        let party_a = Msisdn::parse(&code_field(body, "PartyA")?).ok_or(InvalidField("PartyA"))?;
        let party_b =
            ShortCode::parse(&code_field(body, "PartyB")?).ok_or(InvalidField("PartyB"))?;
        let phone_number =
            Msisdn::parse(&code_field(body, "PhoneNumber")?).ok_or(InvalidField("PhoneNumber"))?;
        let callback_url = CallbackUrl::parse(text_field(body, "CallBackURL")?)
            .ok_or(InvalidField("CallBackURL"))?;
        let account_reference = AccountReference::parse(text_field(body, "AccountReference")?)
            .ok_or(InvalidField("AccountReference"))?;
        let transaction_desc = TransactionDesc::parse(text_field(body, "TransactionDesc")?)
            .ok_or(InvalidField("TransactionDesc"))?;
        Ok(Self {
            credentials,
            transaction_type,
            amount,
            party_a,
            party_b,
            phone_number,
            callback_url,
            account_reference,
            transaction_desc,
        })
    }
}

/// `POST /mpesa/stkpushquery/v1/query`.
#[derive(Clone, Debug)]
pub struct StkQuery {
    pub credentials: Credentials,
    pub checkout_request_id: String,
}

impl StkQuery {
    pub fn parse(body: &Value) -> Result<Self, DarajaError> {
        let body = body.as_object().ok_or(DarajaError::InvalidPayload)?;
        let credentials = Credentials::parse(body)?;
        let checkout_request_id = text_field(body, "CheckoutRequestID")?;
        if checkout_request_id.trim().is_empty() {
            return Err(DarajaError::InvalidField("CheckoutRequestID"));
        }
        Ok(Self {
            credentials,
            checkout_request_id: checkout_request_id.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn valid() -> Value {
        let config = Config::default();
        json!({
            "BusinessShortCode": 174379,
            "Password": stk_password(&config.shortcode, &config.passkey, "20261121133416"),
            "Timestamp": "20261121133416",
            "TransactionType": "CustomerPayBillOnline",
            "Amount": 1500,
            "PartyA": 254708374149u64,
            "PartyB": "174379",
            "PhoneNumber": "254708374149",
            "CallBackURL": "https://shop.example.co.ke/hooks/daraja/s3cr3t",
            "AccountReference": "ORD-1042",
            "TransactionDesc": "Order 1042"
        })
    }

    fn error_for(change: impl FnOnce(&mut Value)) -> String {
        let mut body = valid();
        change(&mut body);
        match StkPush::parse(&body) {
            Ok(_) => "accepted".to_owned(),
            Err(e) => e.parts().2,
        }
    }

    #[test]
    fn a_valid_push_parses_and_its_credentials_verify() {
        let push = StkPush::parse(&valid()).unwrap();
        assert_eq!(push.amount.shillings(), 1500);
        assert_eq!(push.phone_number.as_str(), "254708374149");
        push.credentials.verify(&Config::default()).unwrap();
    }

    #[test]
    fn each_broken_field_is_named() {
        assert_eq!(
            error_for(|b| b["PhoneNumber"] = json!("0708374149")),
            "Bad Request - Invalid PhoneNumber"
        );
        assert_eq!(
            error_for(|b| b["Amount"] = json!(10.5)),
            "Bad Request - Invalid Amount"
        );
        assert_eq!(
            error_for(|b| {
                b.as_object_mut().unwrap().remove("TransactionDesc");
            }),
            "Bad Request - Invalid TransactionDesc"
        );
        assert_eq!(
            error_for(|b| b["TransactionType"] = json!("CustomerPay")),
            "Bad Request - Invalid TransactionType"
        );
        assert_eq!(
            error_for(|b| b["Timestamp"] = json!("2026-11-21")),
            "Bad Request - Invalid Timestamp"
        );
    }

    #[test]
    fn credentials_must_be_the_merchants_own() {
        let config = Config::default();
        let mut body = valid();
        body["Password"] = json!(stk_password("174379", &config.passkey, "20261121133417"));
        let push = StkPush::parse(&body).unwrap();
        assert!(matches!(
            push.credentials.verify(&config),
            Err(DarajaError::WrongCredentials)
        ));
        body["BusinessShortCode"] = json!("600000");
        let push = StkPush::parse(&body).unwrap();
        assert!(matches!(
            push.credentials.verify(&config),
            Err(DarajaError::UnknownMerchant)
        ));
    }
}
