-- The hub's first schema (HUB.md). Everything lives in the schema belote_hub, which the hub
-- creates before running its migrations; each migration sets belote_hub.schema's one row in its
-- own transaction. Sort keys (dates, ids, clubs, player keys) use the "C" collation: byte order.

CREATE TABLE belote_hub.schema (version integer NOT NULL);
INSERT INTO belote_hub.schema VALUES (1);

-- The secret of erasure's HMACs: 256 bits of PostgreSQL's strong random source, made once here.
CREATE TABLE belote_hub.secrets (name text PRIMARY KEY, value bytea NOT NULL);
INSERT INTO belote_hub.secrets
  VALUES ('erasure', uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()));

-- The generation goes up with every committed change (GET /api/v1/status).
CREATE TABLE belote_hub.state (generation bigint NOT NULL);
INSERT INTO belote_hub.state VALUES (0);

CREATE TABLE belote_hub.clubs (
  club text COLLATE "C" PRIMARY KEY,
  name text NOT NULL,
  fold text NOT NULL,
  country text,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE belote_hub.keys (
  key_id text COLLATE "C" PRIMARY KEY,
  hash bytea NOT NULL UNIQUE,
  club text COLLATE "C" REFERENCES belote_hub.clubs,
  admin boolean NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  last_used timestamptz,
  revoked timestamptz
);

-- A publication: (club, kind, id), every version kept.
CREATE TABLE belote_hub.publications (
  pk bigserial PRIMARY KEY,
  club text COLLATE "C" NOT NULL REFERENCES belote_hub.clubs,
  kind text NOT NULL CHECK (kind IN ('event', 'season')),
  id text COLLATE "C" NOT NULL,
  created text NOT NULL,
  current integer NOT NULL DEFAULT 0,
  UNIQUE (club, kind, id)
);

CREATE TABLE belote_hub.versions (
  publication bigint NOT NULL REFERENCES belote_hub.publications,
  version integer NOT NULL,
  supersedes integer NOT NULL,
  sha256 text COLLATE "C",
  received timestamptz NOT NULL,
  withdrawn boolean NOT NULL,
  family text,
  warnings jsonb NOT NULL DEFAULT '[]',
  key_id text NOT NULL,
  body bytea,
  PRIMARY KEY (publication, version)
);
CREATE INDEX versions_sha ON belote_hub.versions (publication, sha256);

-- Derived from each event's current version when it is not withdrawn.
CREATE TABLE belote_hub.events (
  publication bigint PRIMARY KEY REFERENCES belote_hub.publications,
  club text COLLATE "C" NOT NULL,
  event text COLLATE "C" NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  date text COLLATE "C" NOT NULL,
  variant text NOT NULL,
  family text NOT NULL,
  kind text NOT NULL,
  entrants integer NOT NULL,
  received timestamptz NOT NULL,
  fold text NOT NULL
);
CREATE INDEX events_club ON belote_hub.events (club, date DESC, event DESC);
CREATE INDEX events_order ON belote_hub.events (family, date, event, club);

-- Derived from each season's current version when it is not withdrawn.
CREATE TABLE belote_hub.seasons (
  publication bigint PRIMARY KEY REFERENCES belote_hub.publications,
  club text COLLATE "C" NOT NULL,
  season text COLLATE "C" NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  events integer NOT NULL
);
CREATE INDEX seasons_club ON belote_hub.seasons (club, season);

-- A name: a person as one club writes them, (club, player_key).
CREATE TABLE belote_hub.names (
  id bigserial PRIMARY KEY,
  public text COLLATE "C" NOT NULL UNIQUE,
  club text COLLATE "C" NOT NULL,
  key text COLLATE "C" NOT NULL,
  written text NOT NULL,
  fold text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT clock_timestamp(),
  player bigint NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  erased boolean NOT NULL DEFAULT false,
  pseudonym text,
  UNIQUE (club, key)
);
CREATE INDEX names_player ON belote_hub.names (player);

-- One row per current event and name with a result there (a table or a bye).
CREATE TABLE belote_hub.results (
  publication bigint NOT NULL,
  name bigint NOT NULL,
  written text NOT NULL,
  entrant integer NOT NULL,
  entrant_name text NOT NULL,
  rank integer NOT NULL,
  of integer NOT NULL,
  points bigint NOT NULL,
  played integer NOT NULL,
  wins integer NOT NULL,
  draws integer NOT NULL,
  losses integer NOT NULL,
  PRIMARY KEY (publication, name)
);
CREATE INDEX results_name ON belote_hub.results (name);

-- Every complete table of a current event as one game; seats are name ids (null: nobody).
CREATE TABLE belote_hub.games (
  publication bigint NOT NULL,
  family text NOT NULL,
  date text COLLATE "C" NOT NULL,
  event text COLLATE "C" NOT NULL,
  club text COLLATE "C" NOT NULL,
  round integer NOT NULL,
  tab integer NOT NULL,
  a1 bigint, a2 bigint, b1 bigint, b2 bigint,
  outcome smallint NOT NULL, -- 1: side A won, 2: side B won, 0: a draw
  PRIMARY KEY (publication, round, tab)
);
CREATE INDEX games_order ON belote_hub.games (family, date, event, club, round, tab);

-- Identity: a club's member ids, the admin's merges, the record, erased names.
CREATE TABLE belote_hub.members (
  club text COLLATE "C" NOT NULL,
  key text COLLATE "C" NOT NULL,
  member text COLLATE "C" NOT NULL,
  PRIMARY KEY (club, key)
);
CREATE INDEX members_member ON belote_hub.members (member);

CREATE TABLE belote_hub.merges (
  a bigint NOT NULL,
  b bigint NOT NULL,
  PRIMARY KEY (a, b)
);

CREATE TABLE belote_hub.identity_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  player text NOT NULL,
  names jsonb NOT NULL,
  note text,
  key_id text
);

CREATE TABLE belote_hub.erased (
  hmac bytea PRIMARY KEY,
  pseudonym text NOT NULL
);

-- The players with a current result: display name and flags, kept with the names.
CREATE TABLE belote_hub.players (
  id bigint PRIMARY KEY,
  public text COLLATE "C" NOT NULL,
  display text NOT NULL,
  display_key text COLLATE "C" NOT NULL,
  hidden boolean NOT NULL,
  pseudonym text
);

-- Ratings: each player's rating after each of their events of a family.
CREATE TABLE belote_hub.ratings (
  family text NOT NULL,
  player bigint NOT NULL,
  date text COLLATE "C" NOT NULL,
  event text COLLATE "C" NOT NULL,
  club text COLLATE "C" NOT NULL,
  publication bigint NOT NULL,
  mu float8 NOT NULL,
  sigma float8 NOT NULL,
  games integer NOT NULL,
  won integer NOT NULL,
  lost integer NOT NULL,
  drawn integer NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (family, player, date, event, club)
);
CREATE INDEX ratings_order ON belote_hub.ratings (family, date, event, club);

-- Each player's latest rating per family: the ranking's rows.
CREATE TABLE belote_hub.ranking (
  family text NOT NULL,
  player bigint NOT NULL,
  mu float8 NOT NULL,
  sigma float8 NOT NULL,
  games integer NOT NULL,
  won integer NOT NULL,
  lost integer NOT NULL,
  drawn integer NOT NULL,
  events integer NOT NULL,
  last_publication bigint NOT NULL,
  clubs text[] NOT NULL,
  PRIMARY KEY (family, player)
);

-- Families to re-rate, from a position (event date, event id, club) on.
CREATE TABLE belote_hub.dirty (
  family text PRIMARY KEY,
  date text COLLATE "C" NOT NULL,
  event text COLLATE "C" NOT NULL,
  club text COLLATE "C" NOT NULL,
  seq bigint NOT NULL
);
