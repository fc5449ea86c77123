import { configure } from '@testing-library/dom';

// A lazily loaded page is compiled on first use; on a busy two-core machine that can take longer
// than the default second, which is not what these tests are about.
configure({ asyncUtilTimeout: 5000 });
