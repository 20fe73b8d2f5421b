#!/usr/bin/env python3
"""Tests the parts of check-gallery.py that need no browser: reading the control sections a
gallery page lists, and checking the markup: the sections, each control picture's platform, and
captions' numbers against the values the figure says the picture was drawn from.

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


FIGURE = '<figure id="picture-x" data-idiom="ios"><a><img src="x.svg"></a><figcaption><p>A picture.</p></figcaption></figure>\n'


def page(controls, sections, figure=FIGURE):
    """A small gallery page: a control list element (or none), and sections with picture counts."""
    listed = "" if controls is None else (
        '<script type="application/json" id="gallery-controls">%s</script>\n' % controls)
    body = "".join(
        '<section id="%s">\n<h2>%s</h2>\n%s</section>\n' % (anchor, anchor, figure * count)
        for anchor, count in sections)
    return "<head>\n<title>t</title>\n" + listed + "</head>\n<body><main>\n" + body + "</main></body>\n"


def figure(caption, attributes="", size=""):
    """One control picture with a caption, drawn-value attributes and an SVG size."""
    return ('<figure id="picture-a-b" data-idiom="ios"%s><a class="picture" href="a/b.svg"><img src="a/b.svg"%s>'
            '</a>\n<figcaption><h3>T</h3><p>%s</p></figcaption></figure>\n' % (attributes, size, caption))


def caption_faults(caption, attributes="", size=""):
    text = page('["a"]', [("foundations", 1)]) + page('["a"]', [("a", 1)], figure(caption, attributes, size))
    return check_gallery.check_markup(text)


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


class PlatformTests(unittest.TestCase):
    def test_a_control_picture_without_a_platform_fails(self):
        bare = FIGURE.replace(' data-idiom="ios"', '')
        text = page('["a"]', [("foundations", 1)]) + page('["a"]', [("a", 2)], bare)
        self.assertEqual(
            check_gallery.check_markup(text),
            ["picture without a platform: picture-x in #a", "picture without a platform: picture-x in #a"])

    def test_a_foundation_picture_needs_no_platform(self):
        bare = FIGURE.replace(' data-idiom="ios"', '')
        text = page('["a"]', [("foundations", 1)], bare) + page('["a"]', [("a", 1)])
        self.assertEqual(check_gallery.check_markup(text), [])


class CaptionNumberTests(unittest.TestCase):
    def test_counts_that_match_the_drawn_values_pass(self):
        self.assertEqual(
            caption_faults("A bar. (4 tabs, 390 pt wide.) 12 items, 3 options.",
                           ' data-drawn-tabs="4" data-drawn-width="390" data-drawn-margin="16" '
                           'data-drawn-items="12" data-drawn-options="3"', ' width="422" height="120"'),
            [])

    def test_a_count_that_differs_fails(self):
        self.assertEqual(
            caption_faults("(5 tabs.)", ' data-drawn-tabs="4"'),
            ["caption's numbers differ: picture-a-b: the caption says 5 tabs, the picture is drawn with 4 tabs"])

    def test_a_count_the_figure_does_not_give_fails(self):
        self.assertEqual(
            caption_faults("(3 items.)"),
            ["caption's numbers differ: picture-a-b: the caption says 3 items but the figure gives no drawn items"])

    def test_a_width_that_differs_from_the_drawn_one_or_the_svg_fails(self):
        self.assertEqual(
            caption_faults("(320 pt wide.)", ' data-drawn-width="390" data-drawn-margin="16"', ' width="422"'),
            ["caption's numbers differ: picture-a-b: the caption says 320 pt wide, the picture is drawn with "
             "390 width"])
        self.assertEqual(
            caption_faults("(390 pt wide.)", ' data-drawn-width="390" data-drawn-margin="16"', ' width="500"'),
            ["caption's numbers differ: picture-a-b: drawn 390 pt wide with 16 pt margins, but the picture is "
             "500 pt wide"])

    def test_a_screen_and_a_frame_are_held_against_their_sizes(self):
        attributes = (' data-drawn-screen-width="390" data-drawn-screen-height="844" data-drawn-screen-margin="16"'
                      ' data-drawn-frame-width="300" data-drawn-frame-height="300"')
        self.assertEqual(
            caption_faults("(390 pt × 844 pt screen, a 300 pt × 300 pt frame.)", attributes,
                           ' width="422" height="876"'), [])
        self.assertEqual(
            caption_faults("(390 pt × 844 pt screen.)", attributes, ' width="422" height="870"'),
            ["caption's numbers differ: picture-a-b: drawn 844 pt high with 16 pt margins, but the picture is "
             "870 pt high"])
        self.assertEqual(
            caption_faults("(390 pt × 840 pt screen, a 300 pt × 360 pt frame.)", attributes),
            ["caption's numbers differ: picture-a-b: the caption says 390 pt × 840 pt screen, the picture is "
             "drawn with 844 screen-height",
             "caption's numbers differ: picture-a-b: the caption says 300 pt × 360 pt frame, the picture is "
             "drawn with 300 frame-height"])

    def test_words_and_markup_in_captions_are_read_as_text(self):
        # Spelled-out numbers are not claims; entities and isolates do not hide one.
        self.assertEqual(caption_faults("Two tabs &amp; \u2068four\u2069 items."), [])
        self.assertEqual(
            caption_faults("(\u20682\u2069 tabs.)", ' data-drawn-tabs="3"'),
            ["caption's numbers differ: picture-a-b: the caption says 2 tabs, the picture is drawn with 3 tabs"])


if __name__ == "__main__":
    sys.exit(0 if unittest.main(argv=[sys.argv[0]], exit=False).result.wasSuccessful() else 1)
