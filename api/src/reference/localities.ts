// Gazetteer of the demo: the served cities, localities within them, their PIN codes, and a few
// towns the demo merchants do not serve.
//
// Source and licence: hand-compiled public facts (city and locality coordinates; India Post PIN
// codes), compiled for demo use; coordinates approximate. No third-party dataset was copied.
import { CITIES } from './cities';
import type { CataloguePlace } from './types';

/** A locality: city id, name, PIN code, latitude, longitude. */
export type LocalityRow = readonly [cityId: string, name: string, pincode: string, lat: number, lon: number];

/** Localities of the served cities. */
export const LOCALITIES: readonly LocalityRow[] = [
  ['mumbai', 'Andheri West', '400053', 19.1364, 72.8296],
  ['mumbai', 'Andheri East', '400069', 19.1197, 72.8468],
  ['mumbai', 'Bandra West', '400050', 19.0596, 72.8295],
  ['mumbai', 'Powai', '400076', 19.1176, 72.906],
  ['mumbai', 'Colaba', '400005', 18.9067, 72.8147],
  ['mumbai', 'Dadar', '400014', 19.0178, 72.8478],
  ['mumbai', 'Juhu', '400049', 19.1075, 72.8263],
  ['mumbai', 'Goregaon West', '400062', 19.1646, 72.8493],
  ['mumbai', 'Malad West', '400064', 19.1874, 72.8484],
  ['mumbai', 'Borivali West', '400092', 19.2307, 72.8567],
  ['mumbai', 'Chembur', '400071', 19.0522, 72.9005],
  ['mumbai', 'Ghatkopar East', '400077', 19.079, 72.908],
  ['mumbai', 'Kurla West', '400070', 19.0726, 72.8845],
  ['mumbai', 'Lower Parel', '400013', 18.9986, 72.8302],
  ['mumbai', 'Worli', '400018', 19.0166, 72.8176],
  ['mumbai', 'Vile Parle East', '400057', 19.099, 72.853],
  ['mumbai', 'Mulund West', '400080', 19.1726, 72.9425],
  ['mumbai', 'Santacruz West', '400054', 19.081, 72.84],
  ['delhi', 'Connaught Place', '110001', 28.6315, 77.2167],
  ['delhi', 'Saket', '110017', 28.5245, 77.2066],
  ['delhi', 'Hauz Khas', '110016', 28.5494, 77.2001],
  ['delhi', 'Lajpat Nagar', '110024', 28.5677, 77.2433],
  ['delhi', 'Karol Bagh', '110005', 28.6519, 77.1909],
  ['delhi', 'Dwarka', '110075', 28.5921, 77.046],
  ['delhi', 'Rohini', '110085', 28.716, 77.114],
  ['delhi', 'Janakpuri', '110058', 28.6219, 77.0878],
  ['delhi', 'Rajouri Garden', '110027', 28.6492, 77.122],
  ['delhi', 'Mayur Vihar Phase 1', '110091', 28.6044, 77.295],
  ['delhi', 'Greater Kailash', '110048', 28.5482, 77.238],
  ['delhi', 'Vasant Kunj', '110070', 28.52, 77.159],
  ['delhi', 'Pitampura', '110034', 28.698, 77.138],
  ['delhi', 'Chandni Chowk', '110006', 28.6506, 77.2303],
  ['delhi', 'Defence Colony', '110024', 28.573, 77.232],
  ['delhi', 'Preet Vihar', '110092', 28.642, 77.295],
  ['bengaluru', 'Koramangala', '560034', 12.9352, 77.6245],
  ['bengaluru', 'Indiranagar', '560038', 12.9719, 77.6412],
  ['bengaluru', 'HSR Layout', '560102', 12.9121, 77.6446],
  ['bengaluru', 'Whitefield', '560066', 12.9698, 77.75],
  ['bengaluru', 'Jayanagar', '560041', 12.925, 77.5938],
  ['bengaluru', 'JP Nagar', '560078', 12.9063, 77.5857],
  ['bengaluru', 'Malleshwaram', '560003', 13.0031, 77.5643],
  ['bengaluru', 'Marathahalli', '560037', 12.9569, 77.7011],
  ['bengaluru', 'Electronic City', '560100', 12.8452, 77.6602],
  ['bengaluru', 'Hebbal', '560024', 13.0358, 77.597],
  ['bengaluru', 'BTM Layout', '560076', 12.9166, 77.6101],
  ['bengaluru', 'Rajajinagar', '560010', 12.9911, 77.553],
  ['bengaluru', 'Yelahanka', '560064', 13.1007, 77.5963],
  ['bengaluru', 'Bellandur', '560103', 12.9304, 77.6784],
  ['bengaluru', 'MG Road', '560001', 12.9756, 77.605],
  ['bengaluru', 'Banashankari', '560050', 12.9255, 77.5468],
  ['hyderabad', 'Gachibowli', '500032', 17.4401, 78.3489],
  ['hyderabad', 'Banjara Hills', '500034', 17.4156, 78.4347],
  ['hyderabad', 'Jubilee Hills', '500033', 17.4326, 78.4071],
  ['hyderabad', 'Madhapur', '500081', 17.4483, 78.3915],
  ['hyderabad', 'Kondapur', '500084', 17.46, 78.357],
  ['hyderabad', 'Kukatpally', '500072', 17.4948, 78.3996],
  ['hyderabad', 'Secunderabad', '500003', 17.4399, 78.4983],
  ['hyderabad', 'Ameerpet', '500016', 17.4375, 78.4482],
  ['hyderabad', 'Begumpet', '500016', 17.4447, 78.4664],
  ['hyderabad', 'Dilsukhnagar', '500060', 17.3688, 78.5247],
  ['hyderabad', 'Charminar', '500002', 17.3616, 78.4747],
  ['hyderabad', 'Miyapur', '500049', 17.4968, 78.3614],
  ['hyderabad', 'LB Nagar', '500074', 17.3457, 78.5522],
  ['hyderabad', 'Himayatnagar', '500029', 17.4, 78.485],
  ['chennai', 'T. Nagar', '600017', 13.0418, 80.2341],
  ['chennai', 'Adyar', '600020', 13.0012, 80.2565],
  ['chennai', 'Anna Nagar', '600040', 13.085, 80.2101],
  ['chennai', 'Velachery', '600042', 12.9815, 80.218],
  ['chennai', 'Mylapore', '600004', 13.0368, 80.2676],
  ['chennai', 'Nungambakkam', '600034', 13.0569, 80.2425],
  ['chennai', 'Besant Nagar', '600090', 13.0002, 80.2668],
  ['chennai', 'Tambaram', '600045', 12.9249, 80.1],
  ['chennai', 'Porur', '600116', 13.0382, 80.1565],
  ['chennai', 'Guindy', '600032', 13.0067, 80.2206],
  ['chennai', 'Egmore', '600008', 13.0732, 80.2609],
  ['chennai', 'Sholinganallur', '600119', 12.901, 80.2279],
  ['chennai', 'Kilpauk', '600010', 13.0825, 80.242],
  ['kolkata', 'Salt Lake Sector V', '700091', 22.5735, 88.4331],
  ['kolkata', 'Park Street', '700016', 22.5553, 88.3523],
  ['kolkata', 'Ballygunge', '700019', 22.527, 88.365],
  ['kolkata', 'New Town', '700156', 22.5868, 88.4747],
  ['kolkata', 'Howrah', '711101', 22.5958, 88.2636],
  ['kolkata', 'Behala', '700034', 22.4986, 88.311],
  ['kolkata', 'Dum Dum', '700028', 22.63, 88.42],
  ['kolkata', 'Garia', '700084', 22.4667, 88.3833],
  ['kolkata', 'Jadavpur', '700032', 22.4955, 88.3709],
  ['kolkata', 'Tollygunge', '700033', 22.4987, 88.3459],
  ['kolkata', 'Esplanade', '700069', 22.5646, 88.3519],
  ['kolkata', 'Shyambazar', '700004', 22.601, 88.373],
  ['pune', 'Koregaon Park', '411001', 18.5362, 73.894],
  ['pune', 'Kothrud', '411038', 18.5074, 73.8077],
  ['pune', 'Hinjewadi', '411057', 18.5912, 73.7389],
  ['pune', 'Viman Nagar', '411014', 18.5679, 73.9143],
  ['pune', 'Baner', '411045', 18.559, 73.7868],
  ['pune', 'Aundh', '411007', 18.558, 73.8075],
  ['pune', 'Hadapsar', '411028', 18.5089, 73.926],
  ['pune', 'Wakad', '411057', 18.5987, 73.765],
  ['pune', 'Shivajinagar', '411005', 18.5308, 73.8475],
  ['pune', 'Kharadi', '411014', 18.5515, 73.9348],
  ['pune', 'Deccan Gymkhana', '411004', 18.5167, 73.841],
  ['pune', 'Pimpri', '411018', 18.6298, 73.7997],
  ['ahmedabad', 'Navrangpura', '380009', 23.0365, 72.5611],
  ['ahmedabad', 'Satellite', '380015', 23.03, 72.517],
  ['ahmedabad', 'Bodakdev', '380054', 23.0395, 72.5066],
  ['ahmedabad', 'Maninagar', '380008', 22.9962, 72.603],
  ['ahmedabad', 'Vastrapur', '380015', 23.037, 72.529],
  ['ahmedabad', 'Chandkheda', '382424', 23.11, 72.585],
  ['ahmedabad', 'Bopal', '380058', 23.033, 72.464],
  ['ahmedabad', 'Thaltej', '380059', 23.049, 72.51],
  ['ahmedabad', 'Paldi', '380007', 23.012, 72.562],
  ['ahmedabad', 'Naranpura', '380013', 23.056, 72.553],
  ['ahmedabad', 'Gota', '382481', 23.102, 72.541],
  ['jaipur', 'Malviya Nagar', '302017', 26.8549, 75.8243],
  ['jaipur', 'Vaishali Nagar', '302021', 26.9115, 75.743],
  ['jaipur', 'C-Scheme', '302001', 26.905, 75.8],
  ['jaipur', 'Mansarovar', '302020', 26.8698, 75.7616],
  ['jaipur', 'Raja Park', '302004', 26.897, 75.827],
  ['jaipur', 'Jagatpura', '302017', 26.82, 75.86],
  ['jaipur', 'Durgapura', '302018', 26.85, 75.792],
  ['jaipur', 'Bani Park', '302016', 26.928, 75.79],
  ['jaipur', 'Sodala', '302006', 26.902, 75.77],
  ['lucknow', 'Hazratganj', '226001', 26.85, 80.946],
  ['lucknow', 'Gomti Nagar', '226010', 26.85, 81.0],
  ['lucknow', 'Aliganj', '226024', 26.89, 80.94],
  ['lucknow', 'Indira Nagar', '226016', 26.88, 80.999],
  ['lucknow', 'Aminabad', '226018', 26.847, 80.929],
  ['lucknow', 'Alambagh', '226005', 26.815, 80.905],
  ['lucknow', 'Mahanagar', '226006', 26.872, 80.955],
  ['lucknow', 'Jankipuram', '226021', 26.93, 80.94],
  ['chandigarh', 'Sector 17', '160017', 30.741, 76.782],
  ['chandigarh', 'Sector 22', '160022', 30.734, 76.774],
  ['chandigarh', 'Sector 19', '160019', 30.729, 76.797],
  ['chandigarh', 'Sector 36', '160036', 30.727, 76.762],
  ['chandigarh', 'Sector 15', '160015', 30.75, 76.77],
  ['chandigarh', 'Manimajra', '160101', 30.72, 76.833],
  ['chandigarh', 'Industrial Area Phase 1', '160002', 30.705, 76.8],
  ['chandigarh', 'Sector 8', '160009', 30.746, 76.798],
  ['kochi', 'Ernakulam', '682011', 9.971, 76.285],
  ['kochi', 'Fort Kochi', '682001', 9.9658, 76.2421],
  ['kochi', 'Kakkanad', '682030', 10.0159, 76.3419],
  ['kochi', 'Edappally', '682024', 10.0261, 76.308],
  ['kochi', 'Kaloor', '682017', 9.997, 76.299],
  ['kochi', 'Vyttila', '682019', 9.967, 76.318],
  ['kochi', 'Palarivattom', '682025', 10.005, 76.307],
  ['kochi', 'Panampilly Nagar', '682036', 9.957, 76.295],
  ['kochi', 'Aluva', '683101', 10.1076, 76.3516],
  ['gurugram', 'DLF Phase 1', '122002', 28.472, 77.093],
  ['gurugram', 'DLF Cyber City', '122002', 28.495, 77.089],
  ['gurugram', 'Sector 29', '122001', 28.467, 77.065],
  ['gurugram', 'Sohna Road', '122018', 28.41, 77.044],
  ['gurugram', 'Sector 56', '122011', 28.422, 77.101],
  ['gurugram', 'Palam Vihar', '122017', 28.505, 77.038],
  ['gurugram', 'Sector 14', '122001', 28.472, 77.043],
  ['gurugram', 'South City 1', '122001', 28.456, 77.06],
  ['noida', 'Sector 18', '201301', 28.5708, 77.326],
  ['noida', 'Sector 62', '201309', 28.627, 77.365],
  ['noida', 'Sector 137', '201305', 28.509, 77.408],
  ['noida', 'Sector 50', '201301', 28.571, 77.364],
  ['noida', 'Sector 15', '201301', 28.583, 77.312],
  ['noida', 'Sector 44', '201303', 28.553, 77.344],
  ['noida', 'Sector 128', '201304', 28.524, 77.356],
  ['noida', 'Sector 93', '201304', 28.524, 77.39],
];

/** A town outside the served cities: name, state, PIN code, latitude, longitude. */
type TownRow = readonly [name: string, state: string, pincode: string, lat: number, lon: number];

/** Towns no demo merchant serves (so the "not served" path can be tried). */
const UNSERVED_TOWNS: readonly TownRow[] = [
  ['Nashik', 'Maharashtra', '422001', 19.9975, 73.7898],
  ['Nagpur', 'Maharashtra', '440001', 21.1458, 79.0882],
  ['Mysuru', 'Karnataka', '570001', 12.2958, 76.6394],
  ['Coimbatore', 'Tamil Nadu', '641001', 11.0168, 76.9558],
  ['Visakhapatnam', 'Andhra Pradesh', '530001', 17.6868, 83.2185],
  ['Indore', 'Madhya Pradesh', '452001', 22.7196, 75.8577],
  ['Bhopal', 'Madhya Pradesh', '462001', 23.2599, 77.4126],
  ['Patna', 'Bihar', '800001', 25.5941, 85.1376],
  ['Guwahati', 'Assam', '781001', 26.1445, 91.7362],
  ['Dehradun', 'Uttarakhand', '248001', 30.3165, 78.0322],
  ['Shimla', 'Himachal Pradesh', '171001', 31.1048, 77.1734],
  ['Leh', 'Ladakh', '194101', 34.1526, 77.5771],
];

/** A rural PIN code far from any dark store. */
const RURAL_PIN = {
  pincode: '172114',
  area: 'Kaza, Lahaul and Spiti',
  state: 'Himachal Pradesh',
  lat: 32.2276,
  lon: 78.0718,
};

/**
 * Builds the gazetteer: every served city, its localities, one entry per distinct locality PIN,
 * then the unserved towns with their PINs and one rural PIN. Ids are assigned in that order.
 */
export function buildPlaces(): CataloguePlace[] {
  const places: Omit<CataloguePlace, 'id'>[] = [];
  const cityById = new Map(CITIES.map((city) => [city.id, city]));
  for (const city of CITIES) {
    places.push({
      name: city.name,
      kind: 'city',
      pincode: null,
      city: city.name,
      state: city.state,
      lat: city.lat,
      lon: city.lon,
    });
  }
  const seenPins = new Set<string>();
  const pinEntries: Omit<CataloguePlace, 'id'>[] = [];
  for (const [cityId, name, pincode, lat, lon] of LOCALITIES) {
    const city = cityById.get(cityId);
    if (!city) throw new Error(`Locality ${name} names unknown city ${cityId}`);
    places.push({ name, kind: 'locality', pincode, city: city.name, state: city.state, lat, lon });
    if (!seenPins.has(pincode)) {
      seenPins.add(pincode);
      // The PIN's "city" carries the locality too, so a display name reads "400053, Andheri West, Mumbai, ...".
      pinEntries.push({
        name: pincode,
        kind: 'pincode',
        pincode,
        city: `${name}, ${city.name}`,
        state: city.state,
        lat,
        lon,
      });
    }
  }
  places.push(...pinEntries);
  for (const [name, state, pincode, lat, lon] of UNSERVED_TOWNS) {
    places.push({ name, kind: 'city', pincode, city: name, state, lat, lon });
    places.push({ name: pincode, kind: 'pincode', pincode, city: name, state, lat, lon });
  }
  places.push({
    name: RURAL_PIN.pincode,
    kind: 'pincode',
    pincode: RURAL_PIN.pincode,
    city: RURAL_PIN.area,
    state: RURAL_PIN.state,
    lat: RURAL_PIN.lat,
    lon: RURAL_PIN.lon,
  });
  return places.map((place, index) => ({ id: index + 1, ...place }));
}
