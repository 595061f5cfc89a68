//! Amounts. Money is integer cents everywhere; M-Pesa takes whole shillings, so the STK push asks
//! for the order's total rounded up (DECISIONS.md "Money and totals").

/// Cents in a shilling.
pub const CENTS_PER_KSH: i64 = 100;

/// The whole-shilling amount an M-Pesa prompt asks for a total of `total_cents`: rounded up, so
/// the shop is never short. `None` for a total that is not positive.
pub fn mpesa_amount_ksh(total_cents: i64) -> Option<i64> {
    if total_cents <= 0 {
        return None;
    }
    Some(total_cents / CENTS_PER_KSH + i64::from(total_cents % CENTS_PER_KSH != 0))
}

/// What a plan (Lipa Mdogo Mdogo) of an order of `total_cents` collects: the total rounded up to
/// whole shillings, in cents (what orders' schedule sums to).
pub fn plan_total(total_cents: i64) -> i64 {
    mpesa_amount_ksh(total_cents).map_or(0, |ksh| ksh * CENTS_PER_KSH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_up_to_whole_shillings() {
        assert_eq!(mpesa_amount_ksh(150_000), Some(1_500));
        assert_eq!(mpesa_amount_ksh(150_001), Some(1_501));
        assert_eq!(mpesa_amount_ksh(150_099), Some(1_501));
        assert_eq!(mpesa_amount_ksh(1), Some(1));
        assert_eq!(mpesa_amount_ksh(10_681_768), Some(106_818));
        assert_eq!(mpesa_amount_ksh(0), None);
        assert_eq!(mpesa_amount_ksh(-100), None);
        assert_eq!(mpesa_amount_ksh(i64::MAX), Some(i64::MAX / 100 + 1));
    }
}
