/// The gallery page's scripts, inline and in plain JavaScript so the page works from the folder
/// with no network and no library.
///
/// - `errorLog` runs first and keeps every script error and failed picture, so the check
///   below can report them even when the filters' script is what failed.
/// - `filters` reveals the filters and shows or hides pictures by their `data-` attributes: a
///   picture stays shown when it has no value along a dimension, except the platform: a picture
///   that names no platform is hidden when one is chosen. The choices are kept in the page's
///   address (`?scheme=dark&idiom=watch`), read when it opens and written on every change where
///   the browser allows it, so a filtered view can be shared.
/// - `check` runs only when the page is opened with `?check`: after every picture loaded it
///   exercises each filter value and writes a plain-text report into `<pre id="gallery-check">`
///   (pictures, broken ones, sections with their picture counts, filter results, script errors),
///   which a headless browser's DOM dump carries out. It is a separate script so a failure in the
///   filters cannot stop it.
enum GalleryPageScript {
  static let errorLog = """

    window.galleryErrors = [];
    window.addEventListener("error", function (event) {
      var target = event.target;
      window.galleryErrors.push(target && target.tagName === "IMG"
        ? "picture failed to load: " + target.getAttribute("src")
        : String(event.message) + " (line " + event.lineno + ")");
    }, true);

    """

  static let filters = """

    (function () {
      "use strict";
      var form = document.getElementById("filters");
      var status = document.getElementById("filter-status");
      var figures = Array.prototype.slice.call(document.querySelectorAll("main figure"));
      var names = ["scheme", "direction", "text", "idiom"];
      function chosen(name) {
        var input = form.querySelector("input[name='" + name + "']:checked");
        return input ? input.value : "";
      }
      // The same rule as the check's below: only the platform hides pictures that do not say.
      function matches(name, value, wanted) {
        return wanted === "" || value === wanted || (value === null && name !== "idiom");
      }
      function readAddress() {
        var query = window.location.search.replace(/^\\?/, "").split("&");
        query.forEach(function (pair) {
          var parts = pair.split("=");
          if (parts.length !== 2 || names.indexOf(parts[0]) < 0) { return; }
          var value = decodeURIComponent(parts[1]);
          Array.prototype.forEach.call(form.querySelectorAll("input[name='" + parts[0] + "']"), function (input) {
            if (input.value === value) { input.checked = true; }
          });
        });
      }
      function writeAddress(wanted) {
        var kept = window.location.search.replace(/^\\?/, "").split("&").filter(function (pair) {
          return pair !== "" && names.indexOf(pair.split("=")[0]) < 0;
        });
        names.forEach(function (name) {
          if (wanted[name] !== "") { kept.push(name + "=" + encodeURIComponent(wanted[name])); }
        });
        var address = window.location.pathname + (kept.length ? "?" + kept.join("&") : "") + window.location.hash;
        // Some browsers refuse to change the address of a page opened from a file.
        try { window.history.replaceState(null, "", address); } catch (error) { }
      }
      function apply() {
        var wanted = {};
        names.forEach(function (name) { wanted[name] = chosen(name); });
        writeAddress(wanted);
        var shown = 0;
        figures.forEach(function (figure) {
          var visible = names.every(function (name) {
            return matches(name, figure.getAttribute("data-" + name), wanted[name]);
          });
          figure.hidden = !visible;
          if (visible) { shown += 1; }
        });
        Array.prototype.forEach.call(document.querySelectorAll("main section"), function (section) {
          var count = section.querySelectorAll("figure:not([hidden])").length;
          section.querySelector(".empty").hidden = count > 0;
          var label = document.querySelector("[data-count-for='" + section.id + "']");
          if (label) { label.textContent = count + (count === 1 ? " picture" : " pictures"); }
        });
        status.textContent = shown + " of " + figures.length + " pictures shown";
      }
      form.addEventListener("change", apply);
      form.addEventListener("reset", function () { window.setTimeout(apply, 0); });
      window.galleryApplyFilters = apply;
      form.hidden = false;
      readAddress();
      apply();
    })();

    """

  static let check = """

    (function () {
      "use strict";
      if (!/[?&]check(=|&|$)/.test(window.location.search)) { return; }
      window.addEventListener("load", function () {
        var lines = [];
        var images = Array.prototype.slice.call(document.images);
        lines.push("images " + images.length);
        images.forEach(function (image) {
          if (!image.complete || image.naturalWidth === 0) { lines.push("broken " + image.getAttribute("src")); }
        });
        Array.prototype.forEach.call(document.querySelectorAll("main section"), function (section) {
          var linked = document.querySelector("#contents a[href='#" + section.id + "']") ? "linked" : "unlinked";
          lines.push("section " + section.id + " " + section.querySelectorAll("figure img").length + " " + linked);
        });
        var figures = Array.prototype.slice.call(document.querySelectorAll("main figure"));
        var radios = Array.prototype.slice.call(document.querySelectorAll("#filters input[type=radio]"));
        function choose(radio) {
          radio.checked = true;
          radio.dispatchEvent(new Event("change", { bubbles: true }));
        }
        radios.forEach(function (radio) {
          if (radio.value === "") { return; }
          choose(radio);
          var shown = 0;
          var wrong = figures.filter(function (figure) {
            var value = figure.getAttribute("data-" + radio.name);
            var expected = value === radio.value || (value === null && radio.name !== "idiom");
            if (!figure.hidden) { shown += 1; }
            return figure.hidden === expected;
          });
          lines.push("filter " + radio.name + "=" + radio.value + " shows " + shown + " wrong " + wrong.length);
          radios.forEach(function (other) { if (other.name === radio.name && other.value === "") { choose(other); } });
        });
        window.galleryErrors.forEach(function (message) { lines.push("error " + message); });
        lines.push("end");
        var report = document.createElement("pre");
        report.id = "gallery-check";
        report.hidden = true;
        report.textContent = "\\n" + lines.join("\\n") + "\\n";
        document.body.appendChild(report);
      });
    })();

    """
}
