//! What the gateway and the payments service agree on about Safaricom Daraja's callbacks.

/// Largest callback body taken from Daraja (theirs are well under 2 KiB): the gateway refuses a
/// larger one (413), the payments service never stores more.
pub const MAX_CALLBACK_BODY: usize = 64 * 1024;
