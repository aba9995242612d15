import { configure } from '@testing-library/react';

// `waitFor` and `findBy…` wait up to 5 s, not 1 s: a component's first dynamic import (the cart's mutations, a
// dialog) is transformed on demand by vitest and took over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
