import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
} from "react";
import type { Locale } from "../i18n/locales.ts";
import { type Translate, translatorFrom } from "../i18n/translate-core.ts";
import { Spinner } from "./Spinner.tsx";
import { $texts, loadTexts } from "./texts.ts";
import { type ShownTexts, TextsContext, useT } from "./use-t.ts";

/** The dictionary area of an agent's own parts of a screen (screen-areas.test.ts checks it). */
export const AGENT_AREA = "agent";

/**
 * The translator of an agent-only part: the agent area's texts (with every other text that has
 * arrived), and for any other key the screen's own translator.
 */
function withAgentTexts(screen: ShownTexts): ShownTexts {
  const { locale } = screen;
  const { texts } = $texts.get();
  const own = translatorFrom(texts[locale], locale === "en" ? {} : texts.en, locale);
  const t: Translate = (key, vars) => (key in texts[locale] || key in texts.en ? own : screen.t)(key, vars);
  return { locale, t };
}

/**
 * An agent-only part of a screen (ADR 0086): its code and the agent area's texts are downloaded
 * together, once, when it is first drawn, so a customer (who never draws it) downloads neither.
 * Draw it only for a signed-in agent; until both have come it shows `fallback` (nothing by
 * default), never a key without its text. Inside, `useT()` has the agent's texts.
 * @example const MarkupPanel = agentOnly(() => import("./MarkupPanel.tsx"), "MarkupPanel");
 *   {user.isAgent && <MarkupPanel {...props} />}
 */
export function agentOnly<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback?: ReactNode,
): M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
export function agentOnly<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  fallback: ReactNode = null,
): ComponentType<P> {
  const parts = new Map<Locale, LazyExoticComponent<ComponentType<P & { screen: ShownTexts }>>>();
  const partIn = (locale: Locale) => {
    let part = parts.get(locale);
    if (!part) {
      part = lazy(() =>
        Promise.all([load(), loadTexts(locale, [AGENT_AREA])]).then(([module]) => {
          const Part = module[name] as ComponentType<P>;
          return {
            default: function WithAgentTexts({ screen, ...props }: P & { screen: ShownTexts }) {
              // One translator per screen's: effects depending on `t` do not run again.
              const shown = useMemo(() => withAgentTexts(screen), [screen]);
              return (
                <TextsContext value={shown}>
                  <Part {...(props as P)} />
                </TextsContext>
              );
            },
          };
        }),
      );
      parts.set(locale, part);
    }
    return part;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy is; never while rendering.
  return function AgentOnly(props: P) {
    const screen = useContext(TextsContext);
    const Part = partIn(screen.locale);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} screen={screen} />
      </Suspense>
    );
  };
}

/** An agent-only part on its way, where its screen would show its data loading: the spinner. */
export function PartLoading() {
  return <Spinner label={useT()("app.loading")} />;
}
