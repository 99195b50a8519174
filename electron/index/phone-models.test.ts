import { describe, expect, it } from "vitest";
import { isPhoneCamera } from "./made-links";
import { isPhoneModel, phoneModel } from "./phone-models";

/** EXIF make and model as phones write them: most are a maker's code, not a word that says phone. */
const PHONES = [
  "samsung SM-G991B", "samsung SM-S911B", "samsung SM-A525F", "Xiaomi M2007J3SG", "Xiaomi 2201123G", "Xiaomi Redmi Note 8 Pro",
  "OnePlus ONEPLUS A6003", "OnePlus IN2013", "HUAWEI ELE-L29", "HUAWEI VOG-L29", "Google Pixel 7", "Google Pixel 4a",
  "motorola moto g(8) power", "OPPO CPH2127", "vivo vivo 1906", "HMD Global Nokia 7.2", "Fairphone FP4", "Sony XQ-AT51",
  "Sony G8341", "LG Electronics LG-H870", "asus ASUS_I01WD", "Apple iPhone 12",
];
/** Cameras of their own, several from makers that also make phones (Sony, Samsung, Panasonic). */
const CAMERAS = [
  "Canon Canon EOS 5D", "NIKON CORPORATION NIKON D750", "SONY ILCE-7M3", "Sony DSC-RX100", "FUJIFILM X-T3", "Panasonic DMC-GX8",
  "Panasonic DC-S5", "NIKON COOLPIX P1000", "SAMSUNG NX300", "SAMSUNG EK-GC100", "OLYMPUS IMAGING CORP. E-M10",
  "Canon PowerShot G7 X", "GoPro HERO9 Black", "DJI FC3170", "Leica Camera AG LEICA Q2", "RICOH GR III", "KODAK EasyShare C813",
];
/** How a name may reach the index: as written, in capitals, in lower case. */
const FORMS: Array<(name: string) => string> = [(n) => n, (n) => n.toUpperCase(), (n) => n.toLowerCase()];

describe("a phone known by its maker's model code", () => {
  const cases = [...PHONES.map((name) => ({ name, phone: true })), ...CAMERAS.map((name) => ({ name, phone: false }))].flatMap(({ name, phone }) => FORMS.map((form) => ({ name: form(name), phone })));

  it("covers at least 50 names and forms", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$name' is a phone: $phone", ({ name, phone }) => {
    expect(isPhoneModel(name)).toBe(phone);
    expect(isPhoneCamera(name, null)).toBe(phone);
  });

  it("names a phone by the maker and model it is sold under", () => {
    expect(phoneModel("samsung SM-G991B")).toEqual({ maker: "Samsung", model: "Galaxy S21 5G" });
    expect(phoneModel("Sony XQ-AT51")).toEqual({ maker: "Sony", model: "Xperia 1 II" });
    expect(phoneModel("motorola moto g(8) power")).toEqual({ maker: "Motorola", model: "Moto G8 Power" });
    expect(phoneModel("Canon EOS 5D")).toBeNull();
  });

  it("reads nothing into a name no maker's word names", () => {
    expect(isPhoneModel("SM-G991B")).toBe(false);
    expect(isPhoneModel("")).toBe(false);
    expect(isPhoneModel("My Camera 3000")).toBe(false);
  });
});
