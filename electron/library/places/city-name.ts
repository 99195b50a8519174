/**
 * @file What people call a GeoNames city: "New York", not "New York City" (but Mexico City and
 * Salt Lake City keep theirs); "Nara", not "Nara-shi". Pure; shared by the reverse geocoder, which writes names on photos, and the
 * gazetteer, which reads them in queries, so the two always spell a city alike.
 */

/** Japanese municipal suffixes GeoNames keeps in some names (-shi city, -ku ward, -machi/-chō town, -mura/-son village). */
const JAPANESE_SUFFIX = /-(shi|ku|machi|ch[oō]|mura|son)$/i;

export function cityName(name: string, country: string): string {
  const plain = name.replace(/^New York City$/, "New York");
  return country === "JP" ? plain.replace(JAPANESE_SUFFIX, "") : plain;
}
