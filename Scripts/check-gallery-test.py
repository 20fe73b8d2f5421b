#!/usr/bin/env python3
"""Tests the parts of check-gallery.py that need no browser: reading the control sections a
gallery page lists, and checking the markup for them.

Usage: check-gallery-test.py
"""

import importlib.util
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("check_gallery", os.path.join(HERE, "check-gallery.py"))
check_gallery = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_gallery)


def page(controls, sections):
    """A small gallery page: a control list element (or none), and sections with picture counts."""
    listed = "" if controls is None else (
        '<script type="application/json" id="gallery-controls">%s</script>\n' % controls)
    body = "".join(
        '<section id="%s">\n<h2>%s</h2>\n%s</section>\n' % (anchor, anchor, "<figure></figure>\n" * count)
        for anchor, count in sections)
    return "<head>\n<title>t</title>\n" + listed + "</head>\n<body><main>\n" + body + "</main></body>\n"


class ListedControlsTests(unittest.TestCase):
    def test_reads_the_list_in_order(self):
        text = page('["segmented-picker","radial"]', [])
        self.assertEqual(check_gallery.listed_controls(text), ["segmented-picker", "radial"])

    def test_required_sections_are_the_foundations_and_the_list(self):
        text = page('["a","b"]', [])
        self.assertEqual(list(check_gallery.required_sections(text)), ["foundations", "a", "b"])

    def test_refuses_a_page_without_a_list(self):
        with self.assertRaisesRegex(ValueError, "lists no control sections"):
            check_gallery.listed_controls(page(None, []))

    def test_refuses_lists_that_are_not_distinct_anchors(self):
        for bad in ['["a",', '{"a": 1}', '[]', '["a", ""]', '["a", "a"]', '["a", 2]']:
            with self.assertRaises(ValueError, msg=bad):
                check_gallery.listed_controls(page(bad, []))


class MarkupTests(unittest.TestCase):
    def test_a_complete_page_passes(self):
        text = page('["a","b"]', [("foundations", 2), ("a", 1), ("b", 3)])
        self.assertEqual(check_gallery.check_markup(text), [])

    def test_a_listed_section_that_is_missing_or_empty_fails(self):
        text = page('["a","b","c"]', [("foundations", 1), ("a", 0), ("c", 1)])
        self.assertEqual(
            check_gallery.check_markup(text),
            ["empty section: a (#a)", "missing section: b (#b)"])

    def test_the_foundations_are_always_required(self):
        text = page('["a"]', [("a", 1)])
        self.assertEqual(check_gallery.check_markup(text), ["missing section: Foundations (#foundations)"])

    def test_a_page_without_a_list_fails(self):
        self.assertEqual(
            check_gallery.check_markup(page(None, [("foundations", 1)])),
            ["the page lists no control sections (no #gallery-controls element)"])


if __name__ == "__main__":
    sys.exit(0 if unittest.main(argv=[sys.argv[0]], exit=False).result.wasSuccessful() else 1)
