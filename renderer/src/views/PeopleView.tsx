import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from "react";
import type { Face, Person } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { EmptyState, ErrorNote, Loading } from "../components/Notice";
import { useAction } from "../use-action";
import { countOf } from "../format";
import { changeText, namingToSave, undoneText, type Naming, type PersonChange } from "../person-change";

const RELATIONS = ["me", "partner", "my son", "my daughter", "Mom", "Dad", "brother", "sister", "grandma", "grandpa", "friend", "colleague"];

interface Props {
  client: Client;
  /** Shows a named person's photos in the Library view. */
  onPhotos: (person: Person) => void;
  /** Asks a search in the chat: a person's card asks for their photos, an answer the user can narrow. */
  onAsk: (query: string) => void;
  /** Faces change as analysis runs: look again when it moves on. */
  activity: string;
}

/**
 * Face clusters to name: a name and a relation ("my son") make them searchable by both; two
 * clusters of one person merge; faces that are someone else split off.
 */
export function PeopleView({ client, onPhotos, onAsk, activity }: Props) {
  const [people, setPeople] = useState<Person[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  /** The last change to a name or relation, said with its photos and kept to take back; or what taking it back did. */
  const [change, setChange] = useState<{ made: PersonChange; undone: boolean } | null>(null);

  const refresh = useCallback(() => {
    client.people().then(setPeople, (e: unknown) => setError(errorText(e)));
  }, [client]);
  useEffect(refresh, [refresh, activity]);

  const { error, setError, act } = useAction(refresh);
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // Escape clears the people chosen to merge, as it clears a selection of photos.
  useEffect(() => {
    if (selected.size === 0) return;
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement && event.target.type !== "checkbox";
      if (event.key !== "Escape" || typing || event.target instanceof HTMLTextAreaElement || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      setSelected(new Set());
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [selected.size]);
  // A name is searched across all of a person's photos: the change is said, with Undo.
  const rename = (person: Person, after: Naming) =>
    act(async () => {
      const before = { name: person.name, relation: person.relation };
      const saved = await client.namePerson({ id: person.id, name: after.name, relation: after.relation });
      setChange({ made: { personId: person.id, before, after: { name: saved.name, relation: saved.relation }, photos: saved.photos }, undone: false });
    });
  const undo = (made: PersonChange) =>
    act(async () => {
      await client.namePerson({ id: made.personId, name: made.before.name, relation: made.before.relation });
      setChange({ made, undone: true });
    });
  const merge = () => {
    const [into, ...from] = [...selected];
    void act(() => client.mergePeople({ into: into!, from })).then(() => setSelected(new Set()));
  };

  return (
    <main className="view" aria-labelledby="people-title">
      <header className="view-head">
        <h1 tabIndex={-1} id="people-title">People</h1>
        <p className="muted">{people && people.length > 0 ? "Name the people Recollect found; then search by name or by who they are to you (“my son at the beach”)." : "\u00a0"}</p>
      </header>
      <div className="view-body">
        {people === null && !error && <Loading>Looking for the people in your photos…</Loading>}
        {selected.size > 0 && (
          <div className="action-bar" role="toolbar" aria-label="Selected people">
            <span>{selected.size} selected</span>
            <button className="button primary small" disabled={selected.size < 2} onClick={merge} title="They are the same person">
              Merge into one person
            </button>
            <button className="button small" onClick={() => setSelected(new Set())} aria-keyshortcuts="Escape" title="Clear (Esc)">
              Clear
            </button>
          </div>
        )}
        <ErrorNote error={error} />
        {change && (
          <p className="correction small" role="status" data-testid="person-change">
            {change.undone ? undoneText(change.made) : changeText(change.made)}{" "}
            {!change.undone && (
              <button className="button small link" onClick={() => void undo(change.made)} data-testid="person-change-undo">
                Undo
              </button>
            )}
          </p>
        )}
        {people?.length === 0 && (
          <EmptyState title="No people yet">Faces are found after indexing, on this computer. People named in your photos' metadata are searchable already.</EmptyState>
        )}
        <datalist id="relations">
          {RELATIONS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <ul className="people-grid" aria-label="People">
          {people?.map((person) => (
            <li key={person.id} className={selected.has(person.id) ? "person selected" : "person"} data-testid="person">
              <label className="person-select">
                <input type="checkbox" checked={selected.has(person.id)} onChange={() => toggle(person.id)} aria-label={`Select ${person.name ?? "this person"} to merge`} />
              </label>
              {/* A named person's face asks for their photos, as the home cards ask theirs: an answer to narrow ("at the beach"). */}
              {personQuery(person) ? (
                <button className="person-open" onClick={() => onAsk(personQuery(person)!)} title={`Search for “${personQuery(person)}”`} data-testid="person-open">
                  <FaceCrop face={person.cover} size={96} />
                  <span className="visually-hidden">Search for “{personQuery(person)}”</span>
                </button>
              ) : (
                <FaceCrop face={person.cover} size={96} />
              )}
              <NameForm person={person} onSave={(after) => rename(person, after)} />
              <span className="muted small">
                {countOf(person.photos, "photo")}
                {person.faces === 0 && " · named in their metadata"}
              </span>
              <div className="person-actions">
                {person.name && (
                  <button className="button small" onClick={() => onPhotos(person)}>
                    Photos
                  </button>
                )}
                {person.faces > 0 && (
                  <button className="button small" aria-expanded={open === person.id} onClick={() => setOpen(open === person.id ? null : person.id)}>
                    Faces
                  </button>
                )}
              </div>
              {open === person.id && <FacesPanel client={client} person={person} onSplit={(faceIds) => act(() => client.splitPerson({ id: person.id, faceIds }))} />}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}

/** The search that finds a person's photos, by their name or else by who they are to the user ("photos of my son"); none for someone unnamed. */
function personQuery(person: Pick<Person, "name" | "relation">): string | null {
  const who = person.name ?? person.relation;
  return who ? `photos of ${who}` : null;
}

function NameForm({ person, onSave }: { person: Person; onSave: (after: Naming) => Promise<void> }) {
  const [name, setName] = useState(person.name ?? "");
  const [relation, setRelation] = useState(person.relation ?? "");
  const put = () => {
    setName(person.name ?? "");
    setRelation(person.relation ?? "");
  };
  // A saved name comes back as the person's; the other field, perhaps being typed in, is left as it is.
  useEffect(() => setName(person.name ?? ""), [person.name]);
  useEffect(() => setRelation(person.relation ?? ""), [person.relation]);
  const dirty = name.trim() !== (person.name ?? "") || relation.trim() !== (person.relation ?? "");
  /** The naming being saved now: leaving a field right after Enter, or for Save, does not send it twice. */
  const sending = useRef<string | null>(null);
  // Typing changes nothing yet: Enter, Save or leaving a field (Tab, a click elsewhere, another
  // view) renames them on every photo, said with Undo; Escape puts the fields back.
  const save = (how: "submit" | "leave") => {
    const after = namingToSave({ name: person.name, relation: person.relation }, { name, relation }, how);
    if (!after) {
      // An emptied name field left keeps the name: show it again.
      if (how === "leave") put();
      return;
    }
    const key = JSON.stringify(after);
    if (sending.current === key) return;
    sending.current = key;
    void onSave(after).finally(() => (sending.current = null));
  };
  // A view changed with a shortcut while a name is typed takes the form away without a blur: it saves then.
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => () => latest.current("leave"), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save("submit");
  };
  const revert = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape" || !dirty) return;
    event.preventDefault();
    event.stopPropagation();
    put();
  };
  return (
    <form className="name-form" onSubmit={submit} onBlur={() => save("leave")}>
      <input value={name} onChange={(e) => setName(e.target.value)} onKeyDown={revert} placeholder="Add a name" aria-label="Name" maxLength={100} />
      <input value={relation} onChange={(e) => setRelation(e.target.value)} onKeyDown={revert} placeholder="Who are they to you?" aria-label="Relation" list="relations" maxLength={100} />
      {dirty && (
        <button className="button primary small" type="submit" title={`Rename them on all ${countOf(person.photos, "photo")}`}>
          Save
        </button>
      )}
    </form>
  );
}

function FacesPanel({ client, person, onSplit }: { client: Client; person: Person; onSplit: (faceIds: string[]) => Promise<void> }) {
  const [faces, setFaces] = useState<Face[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  useEffect(() => {
    client.personFaces({ id: person.id }).then(setFaces, () => setFaces([]));
  }, [client, person.id, person.faces]);
  return (
    <div className="faces-panel">
      <p className="muted small">Pick the faces that are someone else, then split them off.</p>
      <ul className="faces">
        {faces?.map((face, k) => (
          <li key={face.id}>
            <label className={chosen.has(face.id) ? "face-choice chosen" : "face-choice"}>
              <input
                type="checkbox"
                className="visually-hidden"
                checked={chosen.has(face.id)}
                onChange={() => setChosen((s) => (s.has(face.id) ? new Set([...s].filter((x) => x !== face.id)) : new Set([...s, face.id])))}
                aria-label={`Face ${k + 1} of ${faces.length}: someone else`}
              />
              <FaceCrop face={face} size={56} />
            </label>
          </li>
        ))}
      </ul>
      <button className="button small" disabled={chosen.size === 0 || chosen.size === faces?.length} onClick={() => void onSplit([...chosen]).then(() => setChosen(new Set()))}>
        Split off {chosen.size || ""} as someone else
      </button>
    </div>
  );
}

/** A face cut out of its photo's thumbnail; the box is a fraction of the photo's width and height. */
function FaceCrop({ face, size }: { face: { thumbnailUrl: string; box: { x: number; y: number; width: number; height: number } } | null; size: number }) {
  if (!face) return <span className="face-crop empty" style={{ width: size, height: size }} aria-hidden="true" />;
  const { x, y, width, height } = face.box;
  // Show a little around the face, centred on it.
  const side = Math.min(1, Math.max(width, height) * 1.5);
  const cx = x + width / 2;
  const cy = y + height / 2;
  const left = Math.min(Math.max(cx - side / 2, 0), 1 - side);
  const top = Math.min(Math.max(cy - side / 2, 0), 1 - side);
  return (
    <span
      className="face-crop"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        backgroundImage: `url("${face.thumbnailUrl}")`,
        backgroundSize: `${100 / side}% ${100 / side}%`,
        backgroundPosition: `${side >= 1 ? 0 : (left / (1 - side)) * 100}% ${side >= 1 ? 0 : (top / (1 - side)) * 100}%`,
      }}
    />
  );
}
