import type { Plugin } from "vite";

/** The booking app's entry: every app page loads it and what it imports. */
const APP_ENTRY = "/src/booking/App.tsx";

/**
 * A Vite plugin for the browser build that puts the booking app's own shell (the modules
 * App.tsx imports, statically and in turn, that no other script of the site can load) into one
 * chunk, through Rolldown's `output.codeSplitting.groups` (Vite's `build.rolldownOptions`). Left
 * to itself the bundler cut the shell into some thirty small files, each compressed apart: the
 * same code cost every app page more bytes than in one file (ADR 0091). Modules the shell shares
 * with the marketing pages' scripts stay where the bundler puts them (the group does not take a
 * grouped module's imports along), so no marketing page downloads the app's shell.
 *
 * The module graph is read with the plugin API's `getModuleInfo` once the build has loaded every
 * module; Rolldown asks the group's `test` afterwards, when it cuts the chunks.
 */
export function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: "shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment: (name) =>
      name === "client"
        ? {
            build: {
              rolldownOptions: {
                // Required with `includeDependenciesRecursively: false`: an entry's chunk may
                // export more than the entry does (never less).
                preserveEntrySignatures: "allow-extension",
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: "app-shell",
                        test: (id: string) => shell.has(id),
                        includeDependenciesRecursively: false,
                      },
                    ],
                  },
                },
              },
            },
          }
        : undefined,
    buildEnd() {
      /** Every module `roots` import, in turn; with `dynamic`, on demand too (App.tsx aside). */
      const reach = (roots: string[], dynamic: boolean) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || (dynamic && id.endsWith(APP_ENTRY))) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // The home page's search panel downloads the app ahead of a search: that is the app's own.
      const others = reach(
        entries.filter((id) => !id.endsWith(APP_ENTRY)),
        true,
      );
      const app = reach(
        entries.filter((id) => id.endsWith(APP_ENTRY)),
        false,
      );
      for (const id of app) {
        if (!id.endsWith(APP_ENTRY) && !id.startsWith("\0") && !others.has(id)) shell.add(id);
      }
    },
  };
}
