#[test]
fn dump() {
    let n = shop_catalog::seed::write_images(std::path::Path::new("/tmp/seedart")).unwrap();
    println!("{n}");
}
