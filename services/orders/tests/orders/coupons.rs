//! Coupons and their campaign, on the shop's clock.

use shop_proto::orders::v1 as pb;
use tonic::Code;

use crate::helpers::{Shop, field, monday, saturday};

#[tokio::test]
async fn freeship_runs_on_mondays_only() {
    let shop = Shop::start_at(monday()).await;
    let mut client = shop.client.clone();
    let coupon = client
        .check_coupon(pb::CheckCouponRequest {
            code: "FreeShip".to_owned(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(coupon.code, "FREESHIP");
    assert!(coupon.free_shipping);
    let active = client
        .active_campaigns(pb::ActiveCampaignsRequest {})
        .await
        .unwrap()
        .into_inner();
    assert!(active.promo_box);
    assert_eq!(active.coupons, [coupon]);

    for code in ["SAVE10", "", "FREESHIP!"] {
        let status = client
            .check_coupon(pb::CheckCouponRequest {
                code: code.to_owned(),
            })
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(status.message(), "Invalid coupon code");
        assert_eq!(field(&status), "code");
    }

    let shop = Shop::start_at(saturday()).await;
    let mut client = shop.client.clone();
    let status = client
        .check_coupon(pb::CheckCouponRequest {
            code: "FREESHIP".to_owned(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.message(), "Invalid coupon code");
    let active = client
        .active_campaigns(pb::ActiveCampaignsRequest {})
        .await
        .unwrap()
        .into_inner();
    assert!(!active.promo_box);
    assert!(active.coupons.is_empty());
}
