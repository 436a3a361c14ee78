import { configure } from "@testing-library/react";

/**
 * A component's `findBy…` waits on lazy chunks (the markdown renderer, dialogs) and React's commits; on
 * a machine whose two cores other work keeps busy that can pass the library's 1 s default. Waits end
 * as soon as the element appears, so a generous limit costs a passing test nothing.
 */
configure({ asyncUtilTimeout: 10_000 });
