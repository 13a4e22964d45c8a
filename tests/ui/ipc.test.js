// The UI's one door to the back end (ui/js/ipc.js), with the transports handed to it: every
// command reaches the app's one IPC command, `dispatch`, with its name and arguments; errors
// come out as `{kind, message, at?, about?}` whatever the transport threw.
import { test } from "node:test";
import assert from "node:assert/strict";

import { invoke, listen, setTransport, tauriTransport, httpTransport } from "../../ui/js/ipc.js";

test("without a transport a command fails with an error a screen can show", async () => {
  setTransport(/** @type {any} */ (null));
  await assert.rejects(invoke("app_info"), { kind: "unavailable" });
});

test("Tauri's IPC: every command goes to dispatch with its name and arguments", async () => {
  const sent = [];
  const tauri = {
    invoke: async (cmd, args) => {
      sent.push([cmd, args]);
      if (args.cmd === "get_match") throw { kind: "not_found", message: "no match m-1", at: "id" };
      if (cmd === "plugin:event|listen") return 7;
      return { ok: true };
    },
    transformCallback: (fn) => {
      tauri.callback = fn;
      return 42;
    },
  };
  const unregistered = [];
  setTransport(tauriTransport(tauri, () => ({ unregisterListener: (event, id) => unregistered.push([event, id]) })));
  assert.deepEqual(await invoke("app_info"), { ok: true });
  assert.deepEqual(sent[0], ["dispatch", { cmd: "app_info", args: {} }]);
  await invoke("append_round", { id: "m-1", round: { taker: "A" } });
  assert.deepEqual(sent[1], ["dispatch", { cmd: "append_round", args: { id: "m-1", round: { taker: "A" } } }]);
  await assert.rejects(invoke("get_match", { id: "m-1" }), { kind: "not_found", message: "no match m-1", at: "id" });

  // Events come from Tauri's event plugin; the handler gets the payload.
  const got = [];
  const stop = await listen("history-progress", (p) => got.push(p));
  assert.deepEqual(sent.at(-1), ["plugin:event|listen", { event: "history-progress", target: { kind: "Any" }, handler: 42 }]);
  tauri.callback({ event: "history-progress", id: 7, payload: { done: 1, total: 2 } });
  assert.deepEqual(got, [{ done: 1, total: 2 }]);
  await stop();
  assert.deepEqual(unregistered, [["history-progress", 7]]);
  assert.deepEqual(sent.at(-1), ["plugin:event|unlisten", { event: "history-progress", eventId: 7 }]);
});

test("HTTP: a command is POSTed to the bridge by name; an error status throws the body's error", async (t) => {
  const calls = [];
  t.mock.method(globalThis, "fetch", async (url, init) => {
    calls.push([url, init.method, JSON.parse(init.body)]);
    if (url.endsWith("/get_match")) return new Response(JSON.stringify({ kind: "storage", message: "busy" }), { status: 503 });
    return new Response(JSON.stringify([1, 2]), { status: 200 });
  });
  setTransport(httpTransport("/ipc/"));
  assert.deepEqual(await invoke("list_matches", { variant: "klaverjas" }), [1, 2]);
  assert.deepEqual(calls[0], ["/ipc/list_matches", "POST", { variant: "klaverjas" }]);
  await assert.rejects(invoke("get_match", { id: "m" }), { kind: "storage", message: "busy" });
});

test("any transport of the page's own, such as a phone's table API, answers the app's commands", async () => {
  setTransport({
    invoke: async (cmd) => {
      if (cmd === "describe_variants") return ["classic"];
      throw "not here";
    },
    listen: async () => async () => {},
  });
  assert.deepEqual(await invoke("describe_variants"), ["classic"]);
  await assert.rejects(invoke("statistics"), { kind: "storage", message: "not here" });
});
