/**
 * @file Writes `electron/library/analysis/object-words.json`: for each class the object detector knows, the words that
 * reach it in a search — its name, what people call it (and WordNet's informal words for it:
 * kitty, pooch), and the kinds of thing it is (dog → canine, carnivore, mammal, animal), from
 * WordNet's hypernyms of the one sense COCO means.
 *
 *   node --import tsx build/data/object-words.ts
 *
 * Run by hand when the detector's classes change; the output is committed. Pinned senses keep
 * WordNet's other meanings out: "mouse" the device, not the animal; "cat" the animal, not the
 * Caterpillar tractor that would make a cat a vehicle.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasObsceneSense, isInformalTerm, namedAbove } from "../../electron/search/meanings";
import { senses, synset } from "../../electron/words/wordnet";
import { OBJECT_LABELS } from "../../native/objects";

/** The WordNet lemma of a class, and a word its sense's hypernyms must include, when the first sense is not COCO's. */
const SENSE: Record<string, [lemma: string, ancestor?: string]> = {
  "traffic light": ["traffic_light"], "fire hydrant": ["fireplug"], "stop sign": ["street_sign"], "parking meter": ["parking_meter"],
  "sports ball": ["ball", "equipment"], "baseball bat": ["baseball_bat"], "baseball glove": ["baseball_glove"], "tennis racket": ["tennis_racket"],
  "wine glass": ["wineglass"], "hot dog": ["hotdog", "sandwich"], "potted plant": ["pot_plant"], "dining table": ["dining_table"],
  tv: ["television_receiver"], "cell phone": ["cellular_telephone"], "teddy bear": ["teddy"], "hair drier": ["hand_blower"],
  mouse: ["mouse", "device"], remote: ["remote_control"], tie: ["necktie"], skis: ["ski"], kite: ["kite", "toy"],
  orange: ["orange", "edible_fruit"], apple: ["apple", "edible_fruit"], banana: ["banana", "edible_fruit"], bear: ["bear", "animal"],
  bowl: ["bowl", "container"], cup: ["cup", "tableware"], bench: ["bench", "seat"], bus: ["bus", "public_transport"], train: ["train", "public_transport"],
  bed: ["bed", "furniture"], keyboard: ["keyboard", "device"], book: ["book", "publication"], clock: ["clock", "instrument"], chair: ["chair", "furniture"],
  couch: ["sofa"], sink: ["sink", "fixture"], toilet: ["toilet", "fixture"], bird: ["bird", "animal"], cat: ["cat", "animal"], dog: ["dog", "animal"],
  horse: ["horse", "animal"], sheep: ["sheep", "animal"], cow: ["cow", "animal"], cake: ["cake", "baked_goods"], donut: ["doughnut", "baked_goods"],
  carrot: ["carrot", "vegetable"], broccoli: ["broccoli", "vegetable"], boat: ["boat", "vessel"], car: ["car", "vehicle"], umbrella: ["umbrella", "canopy"],
  knife: ["knife", "tool"], fork: ["fork", "cutlery"], spoon: ["spoon", "cutlery"], microwave: ["microwave_oven"], toaster: ["toaster", "appliance"],
};

/** What people call a class that WordNet does not give as its first word. */
const ALSO_CALLED: Record<string, string[]> = {
  person: ["people"], tv: ["tv"], couch: ["couch"], "dining table": ["table"], "cell phone": ["phone", "smartphone", "mobile"],
  "potted plant": ["plant", "houseplant"], airplane: ["plane", "aeroplane"], motorcycle: ["motorbike"], bicycle: ["bike"],
  "sports ball": ["ball"], "wine glass": ["glass"], "teddy bear": ["teddy"], "hair drier": ["hairdryer"], donut: ["donut"],
  laptop: ["computer"], dog: ["pet", "puppy"], cat: ["pet", "kitten"], microwave: ["microwave"], car: ["automobile"],
  bus: ["vehicle"], train: ["vehicle"], "hot dog": ["hotdog"],
};

/**
 * The word of a two-word class that names it ("table" of "dining table"); the other word alone
 * must not reach it: "a dog" is not a hot dog, "fire" not a fire hydrant.
 */
const HEAD: Record<string, string> = { "hot dog": "hotdog", "teddy bear": "teddy", "sports ball": "ball" };

/** Hypernym words that would reach a class for the wrong reason ("plate" → frisbee, "work" → book). */
const MISLEADING = new Set([
  "set", "good", "commodity", "creation", "product", "production", "work", "article", "ware", "way", "passage", "conduit", "tube", "tubing",
  "pipe", "pipage", "piping", "sheet", "plate", "disk", "disc", "runner", "shelter", "protection", "covering", "communication", "signaling",
  // A traffic light is a visual signal, and so "a sign" to WordNet; people asking for signs mean writing on a board.
  "sign",
  "wear", "wearable", "vesture", "habiliment", "craniate", "chordate", "placental", "eutherian", "brute", "case", "stick", "club", "cutter", "machine",
]);

/** Hypernyms this general say nothing a search would ask for ("an object", "a whole"): the walk stops there. */
const TOO_GENERAL = new Set(["whole", "matter", "abstraction", "living_thing", "organism", "artifact", "instrumentality", "substance", "solid", "causal_agent", "physical_entity"]);

function chain(key: string): string[] {
  const out: string[] = [];
  for (let s = synset(key), depth = 0; depth < 20; depth++) {
    out.push(s.key);
    if (!s.broader.length) break;
    s = synset(s.broader[0]!);
  }
  return out;
}

const words: Record<string, string[]> = {};
for (const label of OBJECT_LABELS) {
  const [lemma, ancestor] = SENSE[label] ?? [label.replace(/ /g, "_")];
  const keys = senses(lemma, "noun");
  const key = ancestor ? keys.find((k) => chain(k).some((c) => synset(c).words.includes(ancestor))) : keys[0];
  if (!key) throw new Error(`No WordNet sense for ${label} (${lemma})`);
  const name = label.includes(" ") ? (HEAD[label] ?? label.split(" ").at(-1)!) : label;
  const found = new Set<string>([name, synset(key).words[0]!, ...(ALSO_CALLED[label] ?? [])]);
  for (const up of chain(key).slice(1)) {
    const sense = synset(up);
    if (sense.words.some((w) => TOO_GENERAL.has(w))) break;
    for (const w of sense.words) if (!w.includes("_") && !w.includes("-") && !MISLEADING.has(w)) found.add(w);
  }
  // What people call it informally, as WordNet says two steps down: "kitty", "pussycat" (a domestic cat), "pooch", "doggy";
  // only an informal word for the class itself ("mate" is a friend, not any person).
  for (const down of synset(key).narrower.flatMap((k) => [k, ...synset(k).narrower])) {
    if (isInformalTerm(down) && namedAbove(synset(down)).includes(synset(key).words[0]!)) for (const w of synset(down).words) if (!w.includes("_") && !w.includes("-") && !hasObsceneSense(w)) found.add(w);
  }
  words[label] = [...found].filter((w) => !w.includes("_"));
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../electron/library/analysis/object-words.json");
fs.writeFileSync(out, `${JSON.stringify(words, null, 1).replace(/\[\n\s+/g, "[").replace(/,\n\s+"/g, ', "').replace(/\n\s+\]/g, "]")}\n`);
process.stdout.write(`${out}\n`);
