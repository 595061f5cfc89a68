//! KSh amounts: integer cents inside, a JSON number of shillings outside.

use serde::{Serialize, Serializer};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, Schema, SchemaFormat, SchemaType, Type};
use utoipa::{PartialSchema, ToSchema};

/// An amount in cents that serialises as shillings: `4599900` -> `45999`, `129950` -> `1299.5`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ksh(pub i64);

impl Serialize for Ksh {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % 100 == 0 {
            serializer.serialize_i64(self.0 / 100)
        } else {
            serializer.serialize_f64(self.0 as f64 / 100.0)
        }
    }
}

/// A rate in basis points that serialises as percent: `1600` -> `16`, `1450` -> `14.5`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Percent(pub i32);

impl Serialize for Percent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % 100 == 0 {
            serializer.serialize_i32(self.0 / 100)
        } else {
            serializer.serialize_f64(f64::from(self.0) / 100.0)
        }
    }
}

/// A JSON number as the document describes it (`number`, `double`), so every money and rate
/// field is described by its type, not by a `value_type` on each field.
fn number_schema(description: &str, example: i64) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(SchemaType::Type(Type::Number))
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Double)))
        .description(Some(description))
        .examples([serde_json::json!(example)])
        .into()
}

impl PartialSchema for Ksh {
    fn schema() -> RefOr<Schema> {
        number_schema(
            "An amount in Kenya shillings, at most two decimals (`1299.5`).",
            35300,
        )
    }
}

impl ToSchema for Ksh {}

impl PartialSchema for Percent {
    fn schema() -> RefOr<Schema> {
        number_schema(
            "A rate in percent, at most two decimals (`16`, `14.5`).",
            16,
        )
    }
}

impl ToSchema for Percent {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_shillings_serialise_as_integers() {
        assert_eq!(serde_json::to_string(&Ksh(4_599_900)).unwrap(), "45999");
        assert_eq!(serde_json::to_string(&Ksh(129_950)).unwrap(), "1299.5");
        assert_eq!(serde_json::to_string(&Ksh(0)).unwrap(), "0");
    }

    #[test]
    fn basis_points_serialise_as_percent() {
        assert_eq!(serde_json::to_string(&Percent(1600)).unwrap(), "16");
        assert_eq!(serde_json::to_string(&Percent(1450)).unwrap(), "14.5");
        assert_eq!(serde_json::to_string(&Percent(1625)).unwrap(), "16.25");
    }
}
