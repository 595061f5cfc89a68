//! What the simulated payer does, chosen by the last four digits of the number the prompt goes
//! to, so that tests and demos reach every branch (MPESA.md, "The simulator we ship").

use crate::domain::fields::Msisdn;

/// Numbers for tests and demos; any other Safaricom number pays.
pub mod test_numbers {
    /// The payer cancels the prompt: result 1032.
    pub const CANCELLED: &str = "254708370000";
    /// The payer's balance is too low: result 1.
    pub const INSUFFICIENT_FUNDS: &str = "254708370001";
    /// The payer enters a wrong PIN: result 2001.
    pub const WRONG_PIN: &str = "254708370002";
    /// The phone cannot be reached: result 1037.
    pub const UNREACHABLE: &str = "254708370003";
    /// The payer pays but no callback is ever sent: only STK query knows.
    pub const NO_CALLBACK: &str = "254708370004";
    /// Safaricom's sandbox test MSISDN: pays.
    pub const SUCCESS: &str = "254708374149";
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Success,
    Cancelled,
    InsufficientFunds,
    WrongPin,
    Unreachable,
    /// Success that Daraja never calls back about.
    SuccessWithoutCallback,
}

impl Outcome {
    /// By the last four digits: `0000` cancelled, `0001` insufficient funds, `0002` wrong PIN,
    /// `0003` unreachable, `0004` paid without callback, anything else paid.
    pub fn for_payer(phone: &Msisdn) -> Self {
        match phone.last_four() {
            "0000" => Self::Cancelled,
            "0001" => Self::InsufficientFunds,
            "0002" => Self::WrongPin,
            "0003" => Self::Unreachable,
            "0004" => Self::SuccessWithoutCallback,
            _ => Self::Success,
        }
    }

    /// Daraja's `ResultCode` (a number in callbacks, a string in STK query answers).
    pub fn result_code(self) -> u32 {
        match self {
            Self::Success | Self::SuccessWithoutCallback => 0,
            Self::Cancelled => 1032,
            Self::InsufficientFunds => 1,
            Self::WrongPin => 2001,
            Self::Unreachable => 1037,
        }
    }

    /// Daraja's `ResultDesc` for that code.
    pub fn result_desc(self) -> &'static str {
        match self {
            Self::Success | Self::SuccessWithoutCallback => {
                "The service request is processed successfully."
            }
            Self::Cancelled => "Request cancelled by user",
            Self::InsufficientFunds => "The balance is insufficient for the transaction.",
            Self::WrongPin => "The initiator information is invalid.",
            Self::Unreachable => "DS timeout user cannot be reached",
        }
    }

    pub fn is_success(self) -> bool {
        self.result_code() == 0
    }

    /// Whether Daraja calls the callback URL by itself.
    pub fn sends_callback(self) -> bool {
        self != Self::SuccessWithoutCallback
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(number: &str) -> Outcome {
        Outcome::for_payer(&Msisdn::parse(number).unwrap())
    }

    #[test]
    fn the_test_numbers_choose_their_outcomes() {
        assert_eq!(outcome(test_numbers::CANCELLED), Outcome::Cancelled);
        assert_eq!(
            outcome(test_numbers::INSUFFICIENT_FUNDS),
            Outcome::InsufficientFunds
        );
        assert_eq!(outcome(test_numbers::WRONG_PIN), Outcome::WrongPin);
        assert_eq!(outcome(test_numbers::UNREACHABLE), Outcome::Unreachable);
        assert_eq!(
            outcome(test_numbers::NO_CALLBACK),
            Outcome::SuccessWithoutCallback
        );
        assert_eq!(outcome(test_numbers::SUCCESS), Outcome::Success);
        assert_eq!(outcome("254111110000"), Outcome::Cancelled);
    }

    #[test]
    fn only_the_no_callback_outcome_stays_silent() {
        assert!(!Outcome::SuccessWithoutCallback.sends_callback());
        assert!(Outcome::SuccessWithoutCallback.is_success());
        assert!(Outcome::Unreachable.sends_callback());
        assert!(!Outcome::Unreachable.is_success());
    }
}
