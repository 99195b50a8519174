/**
 * @file Warming the search up in an engine that stays open: the parser's tables and patterns, then
 * a few searches of the common shapes, so that the user's first question is not the one that pays
 * for them.
 *
 * Runs in the engine's process, a step per turn of the event loop, behind the first read of the
 * index (`fresh-index.ts` starts it); a one-shot CLI command never runs it.
 */
import { lookUpPlace } from "../../library/places/gazetteer";
import { allShapes } from "../../library/places/regions";
import { townsAround } from "../../library/places/reverse-geocode";
import { meaningsOf } from "../../search/meanings";
import { warmTagger } from "../../search/parsers/tagger";
import { parseQuery } from "../../search/query-parser";

/**
 * Builds what a first query of each kind would otherwise wait for: the gazetteer's name table,
 * the towns' point index (200 ms at 100,000 photos for a first "in Tokyo", which measures the
 * city's reach against the towns around it), the regions' and landforms' table, the
 * part-of-speech tagger's model, WordNet's files and chrono's regular expressions. V8
 * interprets a regular expression the first time and compiles it to machine code when it runs
 * again; two dated phrases here pay both for the patterns a dated query runs. (The amount patterns
 * of "3 days ago", the costliest, are run only on a text with an amount:
 * `search/chrono-reader.ts`.) A holiday reads the calendars of every year the library spans
 * (`years`), which the first holiday query would otherwise wait for. Run once the graph is built,
 * a step per turn of the event loop, so that it slows neither startup, nor the first answer, nor a
 * query typed meanwhile by more than one step.
 */
export async function warmParser(years?: [number, number]): Promise<void> {
  // Both dated phrases reach chrono; "two weeks ago" would not (`search/relative-times.ts` reads it).
  const phrases = ["the beach on 14 July 2024, not screenshots", "yesterday evening", "at Christmas"];
  const steps = [() => lookUpPlace("Lisbon"), () => townsAround(0, 0, 1), allShapes, warmTagger, () => meaningsOf("streetcar"), ...phrases.map((query) => () => parseQuery(query, new Date(), { years }))];
  for (const step of steps) {
    await new Promise((resolve) => setImmediate(resolve));
    step();
  }
}

/**
 * Answers a few searches of the common shapes once, unseen and unlogged, so that V8 has compiled
 * the search's own code before the user's first question, which would otherwise be several times
 * slower than the same question asked again. The last names a city in a country, at night: the
 * first such question reads the countries' divisions, the city's surroundings and the zones,
 * which a large library's first place query would otherwise wait for. One per turn of the event loop.
 */
export async function warmSearch(search: (query: string) => Promise<unknown>, stopped: () => boolean = () => false): Promise<void> {
  for (const query of ["a red bicycle", "beach in summer 2019", "photos in Europe", "the first photos", "dinner in Porto, Portugal at night"]) {
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) return;
    await search(query);
  }
}
