/**
 * @file Photos that say where they were taken in each place a file can (EXIF's GPS directory,
 * XMP's coordinates and place names, IPTC's city and street address), written by ExifTool; and
 * ExifTool reading back what a copy still says. An independent writer and reader, so that the
 * tests of "Remove location" do not grade the stripper with its own idea of where a location lives.
 *
 * Test-only. ExifTool is a system package (Debian's libimage-exiftool-perl, which CI's .ci/run
 * installs); without it these helpers throw saying what to install, so that the tests fail
 * instead of passing unchecked.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** A tag name that says where: coordinates, a place name, a street address, a country. */
const LOCATION_TAG = /GPS|City|Sub-?location|Province|State|Country|Location/;

/** Runs ExifTool with `args` and returns what it printed. */
export function exiftool(args: string[]): string {
  try {
    return execFileSync("exiftool", args, { encoding: "utf8", maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("ExifTool is not installed, and the location tests need it to write and read their photos: apt-get install libimage-exiftool-perl (CI's .ci/run installs it).");
    }
    throw error;
  }
}

/** Every tag ExifTool reads in `file`, as "Group:Tag" (family 1 groups), with numeric values. */
export function readTags(file: string): Record<string, unknown> {
  return (JSON.parse(exiftool(["-json", "-a", "-G1", "-s", "-n", file])) as Array<Record<string, unknown>>)[0]!;
}

/** The tags in `file` that say where it was taken, as "Group:Tag"; the file system's own are not the photo's. */
export function locationTags(file: string): string[] {
  return Object.keys(readTags(file)).filter((key) => {
    const [group, tag] = key.split(":");
    return tag !== undefined && group !== "System" && group !== "File" && LOCATION_TAG.test(tag);
  });
}

/** What each photo says besides its place, that a copy without location keeps. */
export const KEPT_TAGS: Record<string, string[]> = {
  "xmp-gps-only.jpg": ["IFD0:Make", "ExifIFD:DateTimeOriginal", "XMP-dc:Title"],
  "street-address.jpg": ["IPTC:Keywords", "IPTC:Caption-Abstract", "XMP-dc:Title"],
  "everywhere.jpg": ["IFD0:Make", "IFD0:Model", "ExifIFD:DateTimeOriginal", "IPTC:Keywords", "IPTC:Caption-Abstract", "XMP-dc:Title", "XMP-dc:Subject"],
  "extended-xmp.jpg": ["XMP-dc:Title"],
  "map-screenshot.png": ["XMP-dc:Title"],
};

const EIFFEL_TOWER = ["48.8584 N", "2.2945 E"];
const XMP_GPS = [`-XMP-exif:GPSLatitude=${EIFFEL_TOWER[0]}`, `-XMP-exif:GPSLongitude=${EIFFEL_TOWER[1]}`];
const CAMERA = ["-EXIF:Make=Canon", "-EXIF:Model=Canon EOS R5", "-EXIF:DateTimeOriginal=2024:07:14 09:32:10"];
const TITLE = "-XMP-dc:Title=Leo at the tower";
const IPTC_ADDRESS = [
  "-IPTC:City=Paris",
  "-IPTC:Sub-location=5 Avenue Anatole France",
  "-IPTC:Province-State=Ile-de-France",
  "-IPTC:Country-PrimaryLocationName=France",
  "-IPTC:Country-PrimaryLocationCode=FRA",
  "-IPTC:ContentLocationName=Eiffel Tower",
  "-IPTC:Keywords=tower",
  "-IPTC:Caption-Abstract=Leo at the tower",
  // Photoshop's checksum of the IPTC, which it trusts only while it matches.
  "-Photoshop:IPTCDigest=new",
];

/** ExifTool's arguments for each photo, by file name. */
const PHOTOS: Record<string, string[]> = {
  // Coordinates in XMP alone, as some phone apps and editors write them.
  "xmp-gps-only.jpg": [...CAMERA, ...XMP_GPS, TITLE],
  // No coordinates, but a street address: the IPTC fields a newsroom or Lightroom fills in.
  "street-address.jpg": [...IPTC_ADDRESS, TITLE],
  "everywhere.jpg": [
    ...CAMERA,
    "-EXIF:GPSLatitude=48.8584", "-EXIF:GPSLatitudeRef=N", "-EXIF:GPSLongitude=2.2945", "-EXIF:GPSLongitudeRef=E", "-EXIF:GPSAltitude=35",
    ...XMP_GPS,
    "-XMP-photoshop:City=Paris", "-XMP-photoshop:State=Île-de-France", "-XMP-photoshop:Country=France",
    "-XMP-iptcCore:Location=Champ de Mars", "-XMP-iptcCore:CountryCode=FR",
    "-XMP-iptcExt:LocationShownCity=Paris", "-XMP-iptcExt:LocationShownSublocation=Champ de Mars",
    "-XMP-iptcExt:LocationCreatedCity=Paris", "-XMP-iptcExt:LocationCreatedGPSLatitude=48.8584",
    ...IPTC_ADDRESS,
    TITLE, "-XMP-dc:Subject=tower",
  ],
  // XMP over 64 KB is split, and ExifTool moves the largest property (here a place) to the extension.
  "extended-xmp.jpg": [...XMP_GPS, `-XMP-iptcExt:LocationShownSublocation=${"Champ de Mars ".repeat(5500)}`, TITLE],
  "map-screenshot.png": [...XMP_GPS, TITLE],
};

/** Writes the photos into `dir` and returns their paths by name. */
export async function writeLocatedPhotos(dir: string): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  for (const [i, [name, args]] of Object.entries(PHOTOS).entries()) {
    const file = path.join(dir, name);
    const image = sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } } });
    fs.writeFileSync(file, await (name.endsWith(".png") ? image.png() : image.jpeg()).toBuffer());
    exiftool(["-q", "-overwrite_original", "-charset", "iptc=UTF8", ...args, file]);
    written.set(name, file);
  }
  return written;
}
